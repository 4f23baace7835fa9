from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.presign_exemplar_frames_response_200_frames_item import (
        PresignExemplarFramesResponse200FramesItem,
    )


T = TypeVar("T", bound="PresignExemplarFramesResponse200")


@_attrs_define
class PresignExemplarFramesResponse200:
    """
    Attributes:
        kit_id (str):
        motif_id (None | str):
        frames (list[PresignExemplarFramesResponse200FramesItem]):
        expires_at (str): the frame URLs work until then
        contract (str): API contract that produced the body
        contract_version (str):
    """

    kit_id: str
    motif_id: None | str
    frames: list[PresignExemplarFramesResponse200FramesItem]
    expires_at: str
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kit_id = self.kit_id

        motif_id: None | str
        motif_id = self.motif_id

        frames = []
        for frames_item_data in self.frames:
            frames_item = frames_item_data.to_dict()
            frames.append(frames_item)

        expires_at = self.expires_at

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kitId": kit_id,
                "motifId": motif_id,
                "frames": frames,
                "expiresAt": expires_at,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.presign_exemplar_frames_response_200_frames_item import (
            PresignExemplarFramesResponse200FramesItem,
        )

        d = dict(src_dict)
        kit_id = d.pop("kitId")

        def _parse_motif_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        motif_id = _parse_motif_id(d.pop("motifId"))

        frames = []
        _frames = d.pop("frames")
        for frames_item_data in _frames:
            frames_item = PresignExemplarFramesResponse200FramesItem.from_dict(
                frames_item_data
            )

            frames.append(frames_item)

        expires_at = d.pop("expiresAt")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        presign_exemplar_frames_response_200 = cls(
            kit_id=kit_id,
            motif_id=motif_id,
            frames=frames,
            expires_at=expires_at,
            contract=contract,
            contract_version=contract_version,
        )

        presign_exemplar_frames_response_200.additional_properties = d
        return presign_exemplar_frames_response_200

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
