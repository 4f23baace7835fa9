from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BrandAudioUiSoundSet")


@_attrs_define
class BrandAudioUiSoundSet:
    """a pack soundId per sound family, used by every component sound of that family

    Attributes:
        whoosh (str | Unset): the pack sound effect components play for a whoosh
        pop (str | Unset): the pack sound effect components play for a pop
        tick (str | Unset): the pack sound effect components play for a tick
        click (str | Unset): the pack sound effect components play for a click
        impact (str | Unset): the pack sound effect components play for a impact
        riser (str | Unset): the pack sound effect components play for a riser
        confirm (str | Unset): the pack sound effect components play for a confirm
        error (str | Unset): the pack sound effect components play for a error
        swell (str | Unset): the pack sound effect components play for a swell
    """

    whoosh: str | Unset = UNSET
    pop: str | Unset = UNSET
    tick: str | Unset = UNSET
    click: str | Unset = UNSET
    impact: str | Unset = UNSET
    riser: str | Unset = UNSET
    confirm: str | Unset = UNSET
    error: str | Unset = UNSET
    swell: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        whoosh = self.whoosh

        pop = self.pop

        tick = self.tick

        click = self.click

        impact = self.impact

        riser = self.riser

        confirm = self.confirm

        error = self.error

        swell = self.swell

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if whoosh is not UNSET:
            field_dict["whoosh"] = whoosh
        if pop is not UNSET:
            field_dict["pop"] = pop
        if tick is not UNSET:
            field_dict["tick"] = tick
        if click is not UNSET:
            field_dict["click"] = click
        if impact is not UNSET:
            field_dict["impact"] = impact
        if riser is not UNSET:
            field_dict["riser"] = riser
        if confirm is not UNSET:
            field_dict["confirm"] = confirm
        if error is not UNSET:
            field_dict["error"] = error
        if swell is not UNSET:
            field_dict["swell"] = swell

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        whoosh = d.pop("whoosh", UNSET)

        pop = d.pop("pop", UNSET)

        tick = d.pop("tick", UNSET)

        click = d.pop("click", UNSET)

        impact = d.pop("impact", UNSET)

        riser = d.pop("riser", UNSET)

        confirm = d.pop("confirm", UNSET)

        error = d.pop("error", UNSET)

        swell = d.pop("swell", UNSET)

        brand_audio_ui_sound_set = cls(
            whoosh=whoosh,
            pop=pop,
            tick=tick,
            click=click,
            impact=impact,
            riser=riser,
            confirm=confirm,
            error=error,
            swell=swell,
        )

        return brand_audio_ui_sound_set
