from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LabelCheckpointBody")


@_attrs_define
class LabelCheckpointBody:
    """
    Attributes:
        label (None | str):
    """

    label: None | str

    def to_dict(self) -> dict[str, Any]:
        label: None | str
        label = self.label

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_label(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        label = _parse_label(d.pop("label"))

        label_checkpoint_body = cls(
            label=label,
        )

        return label_checkpoint_body
