from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.apply_selector_body_policy import ApplySelectorBodyPolicy


T = TypeVar("T", bound="ApplySelectorBody")


@_attrs_define
class ApplySelectorBody:
    """
    Attributes:
        group_id (str):
        policy (ApplySelectorBodyPolicy | Unset): shot lengths, the cool-down between switches, signal weights,
            preferred roles, and whether the sound follows the picture or stays on the best microphone
        session_id (str | Unset): write into this compose session's scratch instead of the active composition
    """

    group_id: str
    policy: ApplySelectorBodyPolicy | Unset = UNSET
    session_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        group_id = self.group_id

        policy: dict[str, Any] | Unset = UNSET
        if not isinstance(self.policy, Unset):
            policy = self.policy.to_dict()

        session_id = self.session_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "groupId": group_id,
            }
        )
        if policy is not UNSET:
            field_dict["policy"] = policy
        if session_id is not UNSET:
            field_dict["sessionId"] = session_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.apply_selector_body_policy import ApplySelectorBodyPolicy

        d = dict(src_dict)
        group_id = d.pop("groupId")

        _policy = d.pop("policy", UNSET)
        policy: ApplySelectorBodyPolicy | Unset
        if isinstance(_policy, Unset):
            policy = UNSET
        else:
            policy = ApplySelectorBodyPolicy.from_dict(_policy)

        session_id = d.pop("sessionId", UNSET)

        apply_selector_body = cls(
            group_id=group_id,
            policy=policy,
            session_id=session_id,
        )

        return apply_selector_body
