from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_components_response_200_audio_item_evidence_envelope_class_type_0 import (
    ListComponentsResponse200AudioItemEvidenceEnvelopeClassType0,
)
from ..models.list_components_response_200_audio_item_evidence_envelope_class_type_1 import (
    ListComponentsResponse200AudioItemEvidenceEnvelopeClassType1,
)
from ..models.list_components_response_200_audio_item_evidence_envelope_class_type_2 import (
    ListComponentsResponse200AudioItemEvidenceEnvelopeClassType2,
)

T = TypeVar("T", bound="ListComponentsResponse200AudioItemEvidence")


@_attrs_define
class ListComponentsResponse200AudioItemEvidence:
    """measured from the file by the sound analysis (shared/sounds/analysis.ts)

    Attributes:
        envelope_class (ListComponentsResponse200AudioItemEvidenceEnvelopeClassType0 |
            ListComponentsResponse200AudioItemEvidenceEnvelopeClassType1 |
            ListComponentsResponse200AudioItemEvidenceEnvelopeClassType2):
        attack_ms (float):
        spectral_centroid_hz (float):
        mean_volume_db (float): mean power in dBFS (ffmpeg volumedetect mean_volume)
        max_volume_db (float): sample peak in dBFS
    """

    envelope_class: (
        ListComponentsResponse200AudioItemEvidenceEnvelopeClassType0
        | ListComponentsResponse200AudioItemEvidenceEnvelopeClassType1
        | ListComponentsResponse200AudioItemEvidenceEnvelopeClassType2
    )
    attack_ms: float
    spectral_centroid_hz: float
    mean_volume_db: float
    max_volume_db: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        envelope_class: str
        if isinstance(
            self.envelope_class,
            ListComponentsResponse200AudioItemEvidenceEnvelopeClassType0,
        ) or isinstance(
            self.envelope_class,
            ListComponentsResponse200AudioItemEvidenceEnvelopeClassType1,
        ):
            envelope_class = self.envelope_class.value
        else:
            envelope_class = self.envelope_class.value

        attack_ms = self.attack_ms

        spectral_centroid_hz = self.spectral_centroid_hz

        mean_volume_db = self.mean_volume_db

        max_volume_db = self.max_volume_db

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "envelopeClass": envelope_class,
                "attackMs": attack_ms,
                "spectralCentroidHz": spectral_centroid_hz,
                "meanVolumeDb": mean_volume_db,
                "maxVolumeDb": max_volume_db,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_envelope_class(
            data: object,
        ) -> (
            ListComponentsResponse200AudioItemEvidenceEnvelopeClassType0
            | ListComponentsResponse200AudioItemEvidenceEnvelopeClassType1
            | ListComponentsResponse200AudioItemEvidenceEnvelopeClassType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                envelope_class_type_0 = (
                    ListComponentsResponse200AudioItemEvidenceEnvelopeClassType0(data)
                )

                return envelope_class_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                envelope_class_type_1 = (
                    ListComponentsResponse200AudioItemEvidenceEnvelopeClassType1(data)
                )

                return envelope_class_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            envelope_class_type_2 = (
                ListComponentsResponse200AudioItemEvidenceEnvelopeClassType2(data)
            )

            return envelope_class_type_2

        envelope_class = _parse_envelope_class(d.pop("envelopeClass"))

        attack_ms = d.pop("attackMs")

        spectral_centroid_hz = d.pop("spectralCentroidHz")

        mean_volume_db = d.pop("meanVolumeDb")

        max_volume_db = d.pop("maxVolumeDb")

        list_components_response_200_audio_item_evidence = cls(
            envelope_class=envelope_class,
            attack_ms=attack_ms,
            spectral_centroid_hz=spectral_centroid_hz,
            mean_volume_db=mean_volume_db,
            max_volume_db=max_volume_db,
        )

        list_components_response_200_audio_item_evidence.additional_properties = d
        return list_components_response_200_audio_item_evidence

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
