from enum import StrEnum


class OauthInteractionConsentBodyDecision(StrEnum):
    ALLOW = "allow"
    DENY = "deny"
    SIGN_IN = "sign-in"

    def __str__(self) -> str:
        return str(self.value)
