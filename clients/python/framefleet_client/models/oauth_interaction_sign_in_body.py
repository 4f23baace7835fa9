from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.oauth_interaction_sign_in_body_decision import (
    OauthInteractionSignInBodyDecision,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="OauthInteractionSignInBody")


@_attrs_define
class OauthInteractionSignInBody:
    """
    Attributes:
        key (str | Unset):
        decision (OauthInteractionSignInBodyDecision | Unset):
        scope (list[str] | Unset):
    """

    key: str | Unset = UNSET
    decision: OauthInteractionSignInBodyDecision | Unset = UNSET
    scope: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        decision: str | Unset = UNSET
        if not isinstance(self.decision, Unset):
            decision = self.decision.value

        scope: list[str] | Unset = UNSET
        if not isinstance(self.scope, Unset):
            scope = self.scope

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if key is not UNSET:
            field_dict["key"] = key
        if decision is not UNSET:
            field_dict["decision"] = decision
        if scope is not UNSET:
            field_dict["scope"] = scope

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        key = d.pop("key", UNSET)

        _decision = d.pop("decision", UNSET)
        decision: OauthInteractionSignInBodyDecision | Unset
        if isinstance(_decision, Unset):
            decision = UNSET
        else:
            decision = OauthInteractionSignInBodyDecision(_decision)

        scope = cast(list[str], d.pop("scope", UNSET))

        oauth_interaction_sign_in_body = cls(
            key=key,
            decision=decision,
            scope=scope,
        )

        oauth_interaction_sign_in_body.additional_properties = d
        return oauth_interaction_sign_in_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
