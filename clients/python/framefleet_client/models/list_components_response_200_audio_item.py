from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_components_response_200_audio_item_envelope_class_type_0 import (
    ListComponentsResponse200AudioItemEnvelopeClassType0,
)
from ..models.list_components_response_200_audio_item_envelope_class_type_1 import (
    ListComponentsResponse200AudioItemEnvelopeClassType1,
)
from ..models.list_components_response_200_audio_item_envelope_class_type_2 import (
    ListComponentsResponse200AudioItemEnvelopeClassType2,
)
from ..models.list_components_response_200_audio_item_role_type_0 import (
    ListComponentsResponse200AudioItemRoleType0,
)
from ..models.list_components_response_200_audio_item_role_type_1 import (
    ListComponentsResponse200AudioItemRoleType1,
)
from ..models.list_components_response_200_audio_item_role_type_2 import (
    ListComponentsResponse200AudioItemRoleType2,
)
from ..models.list_components_response_200_audio_item_role_type_3 import (
    ListComponentsResponse200AudioItemRoleType3,
)
from ..models.list_components_response_200_audio_item_source_type_0 import (
    ListComponentsResponse200AudioItemSourceType0,
)
from ..models.list_components_response_200_audio_item_source_type_1 import (
    ListComponentsResponse200AudioItemSourceType1,
)
from ..models.list_components_response_200_audio_item_source_type_2 import (
    ListComponentsResponse200AudioItemSourceType2,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.list_components_response_200_audio_item_evidence import (
        ListComponentsResponse200AudioItemEvidence,
    )


T = TypeVar("T", bound="ListComponentsResponse200AudioItem")


@_attrs_define
class ListComponentsResponse200AudioItem:
    """
    Attributes:
        ref (str): a pack soundId or bedId, or media:<id> of the org's own audio
        role (ListComponentsResponse200AudioItemRoleType0 | ListComponentsResponse200AudioItemRoleType1 |
            ListComponentsResponse200AudioItemRoleType2 | ListComponentsResponse200AudioItemRoleType3):
        envelope_class (ListComponentsResponse200AudioItemEnvelopeClassType0 |
            ListComponentsResponse200AudioItemEnvelopeClassType1 | ListComponentsResponse200AudioItemEnvelopeClassType2):
        description (str):
        duration_sec (float):
        evidence (ListComponentsResponse200AudioItemEvidence): measured from the file by the sound analysis
            (shared/sounds/analysis.ts)
        source (ListComponentsResponse200AudioItemSourceType0 | ListComponentsResponse200AudioItemSourceType1 |
            ListComponentsResponse200AudioItemSourceType2):
        license_ (str):
        provenance (str):
        bpm (float | Unset): measured tempo (music)
        mood (list[str] | Unset):
    """

    ref: str
    role: (
        ListComponentsResponse200AudioItemRoleType0
        | ListComponentsResponse200AudioItemRoleType1
        | ListComponentsResponse200AudioItemRoleType2
        | ListComponentsResponse200AudioItemRoleType3
    )
    envelope_class: (
        ListComponentsResponse200AudioItemEnvelopeClassType0
        | ListComponentsResponse200AudioItemEnvelopeClassType1
        | ListComponentsResponse200AudioItemEnvelopeClassType2
    )
    description: str
    duration_sec: float
    evidence: ListComponentsResponse200AudioItemEvidence
    source: (
        ListComponentsResponse200AudioItemSourceType0
        | ListComponentsResponse200AudioItemSourceType1
        | ListComponentsResponse200AudioItemSourceType2
    )
    license_: str
    provenance: str
    bpm: float | Unset = UNSET
    mood: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ref = self.ref

        role: str
        if (
            isinstance(self.role, ListComponentsResponse200AudioItemRoleType0)
            or isinstance(self.role, ListComponentsResponse200AudioItemRoleType1)
            or isinstance(self.role, ListComponentsResponse200AudioItemRoleType2)
        ):
            role = self.role.value
        else:
            role = self.role.value

        envelope_class: str
        if isinstance(
            self.envelope_class, ListComponentsResponse200AudioItemEnvelopeClassType0
        ) or isinstance(
            self.envelope_class, ListComponentsResponse200AudioItemEnvelopeClassType1
        ):
            envelope_class = self.envelope_class.value
        else:
            envelope_class = self.envelope_class.value

        description = self.description

        duration_sec = self.duration_sec

        evidence = self.evidence.to_dict()

        source: str
        if isinstance(
            self.source, ListComponentsResponse200AudioItemSourceType0
        ) or isinstance(self.source, ListComponentsResponse200AudioItemSourceType1):
            source = self.source.value
        else:
            source = self.source.value

        license_ = self.license_

        provenance = self.provenance

        bpm = self.bpm

        mood: list[str] | Unset = UNSET
        if not isinstance(self.mood, Unset):
            mood = self.mood

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ref": ref,
                "role": role,
                "envelopeClass": envelope_class,
                "description": description,
                "durationSec": duration_sec,
                "evidence": evidence,
                "source": source,
                "license": license_,
                "provenance": provenance,
            }
        )
        if bpm is not UNSET:
            field_dict["bpm"] = bpm
        if mood is not UNSET:
            field_dict["mood"] = mood

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_components_response_200_audio_item_evidence import (
            ListComponentsResponse200AudioItemEvidence,
        )

        d = dict(src_dict)
        ref = d.pop("ref")

        def _parse_role(
            data: object,
        ) -> (
            ListComponentsResponse200AudioItemRoleType0
            | ListComponentsResponse200AudioItemRoleType1
            | ListComponentsResponse200AudioItemRoleType2
            | ListComponentsResponse200AudioItemRoleType3
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_0 = ListComponentsResponse200AudioItemRoleType0(data)

                return role_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_1 = ListComponentsResponse200AudioItemRoleType1(data)

                return role_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_2 = ListComponentsResponse200AudioItemRoleType2(data)

                return role_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            role_type_3 = ListComponentsResponse200AudioItemRoleType3(data)

            return role_type_3

        role = _parse_role(d.pop("role"))

        def _parse_envelope_class(
            data: object,
        ) -> (
            ListComponentsResponse200AudioItemEnvelopeClassType0
            | ListComponentsResponse200AudioItemEnvelopeClassType1
            | ListComponentsResponse200AudioItemEnvelopeClassType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                envelope_class_type_0 = (
                    ListComponentsResponse200AudioItemEnvelopeClassType0(data)
                )

                return envelope_class_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                envelope_class_type_1 = (
                    ListComponentsResponse200AudioItemEnvelopeClassType1(data)
                )

                return envelope_class_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            envelope_class_type_2 = (
                ListComponentsResponse200AudioItemEnvelopeClassType2(data)
            )

            return envelope_class_type_2

        envelope_class = _parse_envelope_class(d.pop("envelopeClass"))

        description = d.pop("description")

        duration_sec = d.pop("durationSec")

        evidence = ListComponentsResponse200AudioItemEvidence.from_dict(
            d.pop("evidence")
        )

        def _parse_source(
            data: object,
        ) -> (
            ListComponentsResponse200AudioItemSourceType0
            | ListComponentsResponse200AudioItemSourceType1
            | ListComponentsResponse200AudioItemSourceType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_0 = ListComponentsResponse200AudioItemSourceType0(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_1 = ListComponentsResponse200AudioItemSourceType1(data)

                return source_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            source_type_2 = ListComponentsResponse200AudioItemSourceType2(data)

            return source_type_2

        source = _parse_source(d.pop("source"))

        license_ = d.pop("license")

        provenance = d.pop("provenance")

        bpm = d.pop("bpm", UNSET)

        mood = cast(list[str], d.pop("mood", UNSET))

        list_components_response_200_audio_item = cls(
            ref=ref,
            role=role,
            envelope_class=envelope_class,
            description=description,
            duration_sec=duration_sec,
            evidence=evidence,
            source=source,
            license_=license_,
            provenance=provenance,
            bpm=bpm,
            mood=mood,
        )

        list_components_response_200_audio_item.additional_properties = d
        return list_components_response_200_audio_item

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
