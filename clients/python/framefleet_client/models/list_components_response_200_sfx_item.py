from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_components_response_200_sfx_item_envelope_class_type_0 import (
    ListComponentsResponse200SfxItemEnvelopeClassType0,
)
from ..models.list_components_response_200_sfx_item_envelope_class_type_1 import (
    ListComponentsResponse200SfxItemEnvelopeClassType1,
)
from ..models.list_components_response_200_sfx_item_envelope_class_type_2 import (
    ListComponentsResponse200SfxItemEnvelopeClassType2,
)
from ..models.list_components_response_200_sfx_item_family_type_0 import (
    ListComponentsResponse200SfxItemFamilyType0,
)
from ..models.list_components_response_200_sfx_item_family_type_1 import (
    ListComponentsResponse200SfxItemFamilyType1,
)
from ..models.list_components_response_200_sfx_item_family_type_2 import (
    ListComponentsResponse200SfxItemFamilyType2,
)
from ..models.list_components_response_200_sfx_item_family_type_3 import (
    ListComponentsResponse200SfxItemFamilyType3,
)
from ..models.list_components_response_200_sfx_item_family_type_4 import (
    ListComponentsResponse200SfxItemFamilyType4,
)
from ..models.list_components_response_200_sfx_item_family_type_5 import (
    ListComponentsResponse200SfxItemFamilyType5,
)
from ..models.list_components_response_200_sfx_item_family_type_6 import (
    ListComponentsResponse200SfxItemFamilyType6,
)
from ..models.list_components_response_200_sfx_item_family_type_7 import (
    ListComponentsResponse200SfxItemFamilyType7,
)
from ..models.list_components_response_200_sfx_item_family_type_8 import (
    ListComponentsResponse200SfxItemFamilyType8,
)
from ..models.list_components_response_200_sfx_item_intensity_type_0 import (
    ListComponentsResponse200SfxItemIntensityType0,
)
from ..models.list_components_response_200_sfx_item_intensity_type_1 import (
    ListComponentsResponse200SfxItemIntensityType1,
)
from ..models.list_components_response_200_sfx_item_intensity_type_2 import (
    ListComponentsResponse200SfxItemIntensityType2,
)

T = TypeVar("T", bound="ListComponentsResponse200SfxItem")


@_attrs_define
class ListComponentsResponse200SfxItem:
    """a sound effect of the pack: name it as an audio clip's soundId, or in a brand kit's audio.uiSoundSet

    Attributes:
        sound_id (str):
        family (ListComponentsResponse200SfxItemFamilyType0 | ListComponentsResponse200SfxItemFamilyType1 |
            ListComponentsResponse200SfxItemFamilyType2 | ListComponentsResponse200SfxItemFamilyType3 |
            ListComponentsResponse200SfxItemFamilyType4 | ListComponentsResponse200SfxItemFamilyType5 |
            ListComponentsResponse200SfxItemFamilyType6 | ListComponentsResponse200SfxItemFamilyType7 |
            ListComponentsResponse200SfxItemFamilyType8):
        envelope_class (ListComponentsResponse200SfxItemEnvelopeClassType0 |
            ListComponentsResponse200SfxItemEnvelopeClassType1 | ListComponentsResponse200SfxItemEnvelopeClassType2):
        intensity (ListComponentsResponse200SfxItemIntensityType0 | ListComponentsResponse200SfxItemIntensityType1 |
            ListComponentsResponse200SfxItemIntensityType2):
        duration_sec (float):
        description (str):
        attribution (str):
    """

    sound_id: str
    family: (
        ListComponentsResponse200SfxItemFamilyType0
        | ListComponentsResponse200SfxItemFamilyType1
        | ListComponentsResponse200SfxItemFamilyType2
        | ListComponentsResponse200SfxItemFamilyType3
        | ListComponentsResponse200SfxItemFamilyType4
        | ListComponentsResponse200SfxItemFamilyType5
        | ListComponentsResponse200SfxItemFamilyType6
        | ListComponentsResponse200SfxItemFamilyType7
        | ListComponentsResponse200SfxItemFamilyType8
    )
    envelope_class: (
        ListComponentsResponse200SfxItemEnvelopeClassType0
        | ListComponentsResponse200SfxItemEnvelopeClassType1
        | ListComponentsResponse200SfxItemEnvelopeClassType2
    )
    intensity: (
        ListComponentsResponse200SfxItemIntensityType0
        | ListComponentsResponse200SfxItemIntensityType1
        | ListComponentsResponse200SfxItemIntensityType2
    )
    duration_sec: float
    description: str
    attribution: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sound_id = self.sound_id

        family: str
        if (
            isinstance(self.family, ListComponentsResponse200SfxItemFamilyType0)
            or isinstance(self.family, ListComponentsResponse200SfxItemFamilyType1)
            or isinstance(self.family, ListComponentsResponse200SfxItemFamilyType2)
            or isinstance(self.family, ListComponentsResponse200SfxItemFamilyType3)
            or isinstance(self.family, ListComponentsResponse200SfxItemFamilyType4)
            or isinstance(self.family, ListComponentsResponse200SfxItemFamilyType5)
            or isinstance(self.family, ListComponentsResponse200SfxItemFamilyType6)
            or isinstance(self.family, ListComponentsResponse200SfxItemFamilyType7)
        ):
            family = self.family.value
        else:
            family = self.family.value

        envelope_class: str
        if isinstance(
            self.envelope_class, ListComponentsResponse200SfxItemEnvelopeClassType0
        ) or isinstance(
            self.envelope_class, ListComponentsResponse200SfxItemEnvelopeClassType1
        ):
            envelope_class = self.envelope_class.value
        else:
            envelope_class = self.envelope_class.value

        intensity: str
        if isinstance(
            self.intensity, ListComponentsResponse200SfxItemIntensityType0
        ) or isinstance(self.intensity, ListComponentsResponse200SfxItemIntensityType1):
            intensity = self.intensity.value
        else:
            intensity = self.intensity.value

        duration_sec = self.duration_sec

        description = self.description

        attribution = self.attribution

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "soundId": sound_id,
                "family": family,
                "envelopeClass": envelope_class,
                "intensity": intensity,
                "durationSec": duration_sec,
                "description": description,
                "attribution": attribution,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sound_id = d.pop("soundId")

        def _parse_family(
            data: object,
        ) -> (
            ListComponentsResponse200SfxItemFamilyType0
            | ListComponentsResponse200SfxItemFamilyType1
            | ListComponentsResponse200SfxItemFamilyType2
            | ListComponentsResponse200SfxItemFamilyType3
            | ListComponentsResponse200SfxItemFamilyType4
            | ListComponentsResponse200SfxItemFamilyType5
            | ListComponentsResponse200SfxItemFamilyType6
            | ListComponentsResponse200SfxItemFamilyType7
            | ListComponentsResponse200SfxItemFamilyType8
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                family_type_0 = ListComponentsResponse200SfxItemFamilyType0(data)

                return family_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                family_type_1 = ListComponentsResponse200SfxItemFamilyType1(data)

                return family_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                family_type_2 = ListComponentsResponse200SfxItemFamilyType2(data)

                return family_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                family_type_3 = ListComponentsResponse200SfxItemFamilyType3(data)

                return family_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                family_type_4 = ListComponentsResponse200SfxItemFamilyType4(data)

                return family_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                family_type_5 = ListComponentsResponse200SfxItemFamilyType5(data)

                return family_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                family_type_6 = ListComponentsResponse200SfxItemFamilyType6(data)

                return family_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                family_type_7 = ListComponentsResponse200SfxItemFamilyType7(data)

                return family_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            family_type_8 = ListComponentsResponse200SfxItemFamilyType8(data)

            return family_type_8

        family = _parse_family(d.pop("family"))

        def _parse_envelope_class(
            data: object,
        ) -> (
            ListComponentsResponse200SfxItemEnvelopeClassType0
            | ListComponentsResponse200SfxItemEnvelopeClassType1
            | ListComponentsResponse200SfxItemEnvelopeClassType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                envelope_class_type_0 = (
                    ListComponentsResponse200SfxItemEnvelopeClassType0(data)
                )

                return envelope_class_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                envelope_class_type_1 = (
                    ListComponentsResponse200SfxItemEnvelopeClassType1(data)
                )

                return envelope_class_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            envelope_class_type_2 = ListComponentsResponse200SfxItemEnvelopeClassType2(
                data
            )

            return envelope_class_type_2

        envelope_class = _parse_envelope_class(d.pop("envelopeClass"))

        def _parse_intensity(
            data: object,
        ) -> (
            ListComponentsResponse200SfxItemIntensityType0
            | ListComponentsResponse200SfxItemIntensityType1
            | ListComponentsResponse200SfxItemIntensityType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                intensity_type_0 = ListComponentsResponse200SfxItemIntensityType0(data)

                return intensity_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                intensity_type_1 = ListComponentsResponse200SfxItemIntensityType1(data)

                return intensity_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            intensity_type_2 = ListComponentsResponse200SfxItemIntensityType2(data)

            return intensity_type_2

        intensity = _parse_intensity(d.pop("intensity"))

        duration_sec = d.pop("durationSec")

        description = d.pop("description")

        attribution = d.pop("attribution")

        list_components_response_200_sfx_item = cls(
            sound_id=sound_id,
            family=family,
            envelope_class=envelope_class,
            intensity=intensity,
            duration_sec=duration_sec,
            description=description,
            attribution=attribution,
        )

        list_components_response_200_sfx_item.additional_properties = d
        return list_components_response_200_sfx_item

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
