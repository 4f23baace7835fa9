from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BuyMediaMatteBody")


@_attrs_define
class BuyMediaMatteBody:
    """
    Attributes:
        start_sec (float): source seconds: the clip's trim start
        end_sec (float): source seconds: the clip's trim end
    """

    start_sec: float
    end_sec: float

    def to_dict(self) -> dict[str, Any]:
        start_sec = self.start_sec

        end_sec = self.end_sec

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "startSec": start_sec,
                "endSec": end_sec,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        start_sec = d.pop("startSec")

        end_sec = d.pop("endSec")

        buy_media_matte_body = cls(
            start_sec=start_sec,
            end_sec=end_sec,
        )

        return buy_media_matte_body
