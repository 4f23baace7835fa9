from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.audio_clip_kind import AudioClipKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.audio_clip_animate import AudioClipAnimate
    from ..models.audio_clip_trim import AudioClipTrim


T = TypeVar("T", bound="AudioClip")


@_attrs_define
class AudioClip:
    """
    Attributes:
        kind (AudioClipKind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        src (str | Unset): media: a path relative to the composition, file:// URL, or media:<id> resolved by the service
        sound_id (str | Unset): a sound effect of the pack (GET /v1/components lists them under sfx), instead of src
        bed_id (str | Unset): a music bed of the pack (listed under audio with role music), instead of src; loops unless
            loop is false
        trim (AudioClipTrim | Unset):
        playback_rate (float | Unset):
        loop (bool | Unset):
        animate (AudioClipAnimate | Unset): numeric property path → keyframes
        volume (float | Unset): linear gain (1 = unchanged)
        muted (bool | Unset):
        fade_in (float | Unset): audio fade-in seconds
        fade_out (float | Unset): audio fade-out seconds
    """

    kind: AudioClipKind
    start: float
    duration: float
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    src: str | Unset = UNSET
    sound_id: str | Unset = UNSET
    bed_id: str | Unset = UNSET
    trim: AudioClipTrim | Unset = UNSET
    playback_rate: float | Unset = UNSET
    loop: bool | Unset = UNSET
    animate: AudioClipAnimate | Unset = UNSET
    volume: float | Unset = UNSET
    muted: bool | Unset = UNSET
    fade_in: float | Unset = UNSET
    fade_out: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        start = self.start

        duration = self.duration

        id = self.id

        name = self.name

        src = self.src

        sound_id = self.sound_id

        bed_id = self.bed_id

        trim: dict[str, Any] | Unset = UNSET
        if not isinstance(self.trim, Unset):
            trim = self.trim.to_dict()

        playback_rate = self.playback_rate

        loop = self.loop

        animate: dict[str, Any] | Unset = UNSET
        if not isinstance(self.animate, Unset):
            animate = self.animate.to_dict()

        volume = self.volume

        muted = self.muted

        fade_in = self.fade_in

        fade_out = self.fade_out

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "start": start,
                "duration": duration,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if name is not UNSET:
            field_dict["name"] = name
        if src is not UNSET:
            field_dict["src"] = src
        if sound_id is not UNSET:
            field_dict["soundId"] = sound_id
        if bed_id is not UNSET:
            field_dict["bedId"] = bed_id
        if trim is not UNSET:
            field_dict["trim"] = trim
        if playback_rate is not UNSET:
            field_dict["playbackRate"] = playback_rate
        if loop is not UNSET:
            field_dict["loop"] = loop
        if animate is not UNSET:
            field_dict["animate"] = animate
        if volume is not UNSET:
            field_dict["volume"] = volume
        if muted is not UNSET:
            field_dict["muted"] = muted
        if fade_in is not UNSET:
            field_dict["fadeIn"] = fade_in
        if fade_out is not UNSET:
            field_dict["fadeOut"] = fade_out

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.audio_clip_animate import AudioClipAnimate
        from ..models.audio_clip_trim import AudioClipTrim

        d = dict(src_dict)
        kind = AudioClipKind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        src = d.pop("src", UNSET)

        sound_id = d.pop("soundId", UNSET)

        bed_id = d.pop("bedId", UNSET)

        _trim = d.pop("trim", UNSET)
        trim: AudioClipTrim | Unset
        if isinstance(_trim, Unset):
            trim = UNSET
        else:
            trim = AudioClipTrim.from_dict(_trim)

        playback_rate = d.pop("playbackRate", UNSET)

        loop = d.pop("loop", UNSET)

        _animate = d.pop("animate", UNSET)
        animate: AudioClipAnimate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = AudioClipAnimate.from_dict(_animate)

        volume = d.pop("volume", UNSET)

        muted = d.pop("muted", UNSET)

        fade_in = d.pop("fadeIn", UNSET)

        fade_out = d.pop("fadeOut", UNSET)

        audio_clip = cls(
            kind=kind,
            start=start,
            duration=duration,
            id=id,
            name=name,
            src=src,
            sound_id=sound_id,
            bed_id=bed_id,
            trim=trim,
            playback_rate=playback_rate,
            loop=loop,
            animate=animate,
            volume=volume,
            muted=muted,
            fade_in=fade_in,
            fade_out=fade_out,
        )

        return audio_clip
