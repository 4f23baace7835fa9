from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.suggest_clips_response_200_signals_type_0 import (
    SuggestClipsResponse200SignalsType0,
)
from ..models.suggest_clips_response_200_signals_type_1 import (
    SuggestClipsResponse200SignalsType1,
)

if TYPE_CHECKING:
    from ..models.suggest_clips_response_200_suggestions_item import (
        SuggestClipsResponse200SuggestionsItem,
    )
    from ..models.suggest_clips_response_200_usage import SuggestClipsResponse200Usage
    from ..models.suggest_clips_response_200_window_type_0 import (
        SuggestClipsResponse200WindowType0,
    )


T = TypeVar("T", bound="SuggestClipsResponse200")


@_attrs_define
class SuggestClipsResponse200:
    """
    Attributes:
        media_id (str):
        suggestions (list[SuggestClipsResponse200SuggestionsItem]):
        signals (SuggestClipsResponse200SignalsType0 | SuggestClipsResponse200SignalsType1): whether loudness and shot
            changes were measured for this media
        window (None | SuggestClipsResponse200WindowType0):
        usage (SuggestClipsResponse200Usage):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    media_id: str
    suggestions: list[SuggestClipsResponse200SuggestionsItem]
    signals: SuggestClipsResponse200SignalsType0 | SuggestClipsResponse200SignalsType1
    window: None | SuggestClipsResponse200WindowType0
    usage: SuggestClipsResponse200Usage
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.suggest_clips_response_200_window_type_0 import (
            SuggestClipsResponse200WindowType0,
        )

        media_id = self.media_id

        suggestions = []
        for suggestions_item_data in self.suggestions:
            suggestions_item = suggestions_item_data.to_dict()
            suggestions.append(suggestions_item)

        signals: str
        if isinstance(self.signals, SuggestClipsResponse200SignalsType0):
            signals = self.signals.value
        else:
            signals = self.signals.value

        window: dict[str, Any] | None
        if isinstance(self.window, SuggestClipsResponse200WindowType0):
            window = self.window.to_dict()
        else:
            window = self.window

        usage = self.usage.to_dict()

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mediaId": media_id,
                "suggestions": suggestions,
                "signals": signals,
                "window": window,
                "usage": usage,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.suggest_clips_response_200_suggestions_item import (
            SuggestClipsResponse200SuggestionsItem,
        )
        from ..models.suggest_clips_response_200_usage import (
            SuggestClipsResponse200Usage,
        )
        from ..models.suggest_clips_response_200_window_type_0 import (
            SuggestClipsResponse200WindowType0,
        )

        d = dict(src_dict)
        media_id = d.pop("mediaId")

        suggestions = []
        _suggestions = d.pop("suggestions")
        for suggestions_item_data in _suggestions:
            suggestions_item = SuggestClipsResponse200SuggestionsItem.from_dict(
                suggestions_item_data
            )

            suggestions.append(suggestions_item)

        def _parse_signals(
            data: object,
        ) -> SuggestClipsResponse200SignalsType0 | SuggestClipsResponse200SignalsType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                signals_type_0 = SuggestClipsResponse200SignalsType0(data)

                return signals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            signals_type_1 = SuggestClipsResponse200SignalsType1(data)

            return signals_type_1

        signals = _parse_signals(d.pop("signals"))

        def _parse_window(data: object) -> None | SuggestClipsResponse200WindowType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                window_type_0 = SuggestClipsResponse200WindowType0.from_dict(data)

                return window_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuggestClipsResponse200WindowType0, data)

        window = _parse_window(d.pop("window"))

        usage = SuggestClipsResponse200Usage.from_dict(d.pop("usage"))

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        suggest_clips_response_200 = cls(
            media_id=media_id,
            suggestions=suggestions,
            signals=signals,
            window=window,
            usage=usage,
            contract=contract,
            contract_version=contract_version,
        )

        suggest_clips_response_200.additional_properties = d
        return suggest_clips_response_200

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
