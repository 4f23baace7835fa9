from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.brand_audio_sfx_intensity_type_0 import BrandAudioSfxIntensityType0
from ..models.brand_audio_sfx_intensity_type_1 import BrandAudioSfxIntensityType1
from ..models.brand_audio_sfx_intensity_type_2 import BrandAudioSfxIntensityType2
from ..models.brand_audio_sfx_intensity_type_3 import BrandAudioSfxIntensityType3
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.brand_audio_ambience_preference import BrandAudioAmbiencePreference
    from ..models.brand_audio_bed_style import BrandAudioBedStyle
    from ..models.brand_audio_sonic_logo import BrandAudioSonicLogo
    from ..models.brand_audio_ui_sound_set import BrandAudioUiSoundSet


T = TypeVar("T", bound="BrandAudio")


@_attrs_define
class BrandAudio:
    """
    Attributes:
        sfx_intensity (BrandAudioSfxIntensityType0 | BrandAudioSfxIntensityType1 | BrandAudioSfxIntensityType2 |
            BrandAudioSfxIntensityType3 | Unset): the intensity of the pack sounds components make; off silences them (audio
            clips still play)
        ui_sound_set (BrandAudioUiSoundSet | Unset): a pack soundId per sound family, used by every component sound of
            that family
        music_enabled (bool | Unset): whether the brand plays music: with bedStyle.bedId, a composition without music of
            its own gets that bed under its whole timeline
        music_mood (str | Unset): the mood music for the brand should have (a word of the audio palette, e.g. uplifting)
        sonic_logo (BrandAudioSonicLogo | Unset):
        bed_style (BrandAudioBedStyle | Unset):
        ambience_preference (BrandAudioAmbiencePreference | Unset):
    """

    sfx_intensity: (
        BrandAudioSfxIntensityType0
        | BrandAudioSfxIntensityType1
        | BrandAudioSfxIntensityType2
        | BrandAudioSfxIntensityType3
        | Unset
    ) = UNSET
    ui_sound_set: BrandAudioUiSoundSet | Unset = UNSET
    music_enabled: bool | Unset = UNSET
    music_mood: str | Unset = UNSET
    sonic_logo: BrandAudioSonicLogo | Unset = UNSET
    bed_style: BrandAudioBedStyle | Unset = UNSET
    ambience_preference: BrandAudioAmbiencePreference | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        sfx_intensity: str | Unset
        if isinstance(self.sfx_intensity, Unset):
            sfx_intensity = UNSET
        elif (
            isinstance(self.sfx_intensity, BrandAudioSfxIntensityType0)
            or isinstance(self.sfx_intensity, BrandAudioSfxIntensityType1)
            or isinstance(self.sfx_intensity, BrandAudioSfxIntensityType2)
        ):
            sfx_intensity = self.sfx_intensity.value
        else:
            sfx_intensity = self.sfx_intensity.value

        ui_sound_set: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ui_sound_set, Unset):
            ui_sound_set = self.ui_sound_set.to_dict()

        music_enabled = self.music_enabled

        music_mood = self.music_mood

        sonic_logo: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sonic_logo, Unset):
            sonic_logo = self.sonic_logo.to_dict()

        bed_style: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bed_style, Unset):
            bed_style = self.bed_style.to_dict()

        ambience_preference: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ambience_preference, Unset):
            ambience_preference = self.ambience_preference.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if sfx_intensity is not UNSET:
            field_dict["sfxIntensity"] = sfx_intensity
        if ui_sound_set is not UNSET:
            field_dict["uiSoundSet"] = ui_sound_set
        if music_enabled is not UNSET:
            field_dict["musicEnabled"] = music_enabled
        if music_mood is not UNSET:
            field_dict["musicMood"] = music_mood
        if sonic_logo is not UNSET:
            field_dict["sonicLogo"] = sonic_logo
        if bed_style is not UNSET:
            field_dict["bedStyle"] = bed_style
        if ambience_preference is not UNSET:
            field_dict["ambiencePreference"] = ambience_preference

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.brand_audio_ambience_preference import (
            BrandAudioAmbiencePreference,
        )
        from ..models.brand_audio_bed_style import BrandAudioBedStyle
        from ..models.brand_audio_sonic_logo import BrandAudioSonicLogo
        from ..models.brand_audio_ui_sound_set import BrandAudioUiSoundSet

        d = dict(src_dict)

        def _parse_sfx_intensity(
            data: object,
        ) -> (
            BrandAudioSfxIntensityType0
            | BrandAudioSfxIntensityType1
            | BrandAudioSfxIntensityType2
            | BrandAudioSfxIntensityType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sfx_intensity_type_0 = BrandAudioSfxIntensityType0(data)

                return sfx_intensity_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sfx_intensity_type_1 = BrandAudioSfxIntensityType1(data)

                return sfx_intensity_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sfx_intensity_type_2 = BrandAudioSfxIntensityType2(data)

                return sfx_intensity_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            sfx_intensity_type_3 = BrandAudioSfxIntensityType3(data)

            return sfx_intensity_type_3

        sfx_intensity = _parse_sfx_intensity(d.pop("sfxIntensity", UNSET))

        _ui_sound_set = d.pop("uiSoundSet", UNSET)
        ui_sound_set: BrandAudioUiSoundSet | Unset
        if isinstance(_ui_sound_set, Unset):
            ui_sound_set = UNSET
        else:
            ui_sound_set = BrandAudioUiSoundSet.from_dict(_ui_sound_set)

        music_enabled = d.pop("musicEnabled", UNSET)

        music_mood = d.pop("musicMood", UNSET)

        _sonic_logo = d.pop("sonicLogo", UNSET)
        sonic_logo: BrandAudioSonicLogo | Unset
        if isinstance(_sonic_logo, Unset):
            sonic_logo = UNSET
        else:
            sonic_logo = BrandAudioSonicLogo.from_dict(_sonic_logo)

        _bed_style = d.pop("bedStyle", UNSET)
        bed_style: BrandAudioBedStyle | Unset
        if isinstance(_bed_style, Unset):
            bed_style = UNSET
        else:
            bed_style = BrandAudioBedStyle.from_dict(_bed_style)

        _ambience_preference = d.pop("ambiencePreference", UNSET)
        ambience_preference: BrandAudioAmbiencePreference | Unset
        if isinstance(_ambience_preference, Unset):
            ambience_preference = UNSET
        else:
            ambience_preference = BrandAudioAmbiencePreference.from_dict(
                _ambience_preference
            )

        brand_audio = cls(
            sfx_intensity=sfx_intensity,
            ui_sound_set=ui_sound_set,
            music_enabled=music_enabled,
            music_mood=music_mood,
            sonic_logo=sonic_logo,
            bed_style=bed_style,
            ambience_preference=ambience_preference,
        )

        return brand_audio
