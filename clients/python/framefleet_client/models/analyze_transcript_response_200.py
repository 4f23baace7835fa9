from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.analyze_transcript_response_200_task_type_0 import (
    AnalyzeTranscriptResponse200TaskType0,
)
from ..models.analyze_transcript_response_200_task_type_1 import (
    AnalyzeTranscriptResponse200TaskType1,
)
from ..models.analyze_transcript_response_200_task_type_2 import (
    AnalyzeTranscriptResponse200TaskType2,
)

if TYPE_CHECKING:
    from ..models.analyze_transcript_response_200_moments_item import (
        AnalyzeTranscriptResponse200MomentsItem,
    )
    from ..models.analyze_transcript_response_200_usage import (
        AnalyzeTranscriptResponse200Usage,
    )
    from ..models.analyze_transcript_response_200_window_type_0 import (
        AnalyzeTranscriptResponse200WindowType0,
    )


T = TypeVar("T", bound="AnalyzeTranscriptResponse200")


@_attrs_define
class AnalyzeTranscriptResponse200:
    """
    Attributes:
        task (AnalyzeTranscriptResponse200TaskType0 | AnalyzeTranscriptResponse200TaskType1 |
            AnalyzeTranscriptResponse200TaskType2):
        result (str): the summary; for chapters and highlights one moment a line, `[seconds] title`
        moments (list[AnalyzeTranscriptResponse200MomentsItem]): chapters or highlights as data (empty for a summary)
        window (AnalyzeTranscriptResponse200WindowType0 | None):
        usage (AnalyzeTranscriptResponse200Usage):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    task: (
        AnalyzeTranscriptResponse200TaskType0
        | AnalyzeTranscriptResponse200TaskType1
        | AnalyzeTranscriptResponse200TaskType2
    )
    result: str
    moments: list[AnalyzeTranscriptResponse200MomentsItem]
    window: AnalyzeTranscriptResponse200WindowType0 | None
    usage: AnalyzeTranscriptResponse200Usage
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.analyze_transcript_response_200_window_type_0 import (
            AnalyzeTranscriptResponse200WindowType0,
        )

        task: str
        if isinstance(self.task, AnalyzeTranscriptResponse200TaskType0) or isinstance(
            self.task, AnalyzeTranscriptResponse200TaskType1
        ):
            task = self.task.value
        else:
            task = self.task.value

        result = self.result

        moments = []
        for moments_item_data in self.moments:
            moments_item = moments_item_data.to_dict()
            moments.append(moments_item)

        window: dict[str, Any] | None
        if isinstance(self.window, AnalyzeTranscriptResponse200WindowType0):
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
                "task": task,
                "result": result,
                "moments": moments,
                "window": window,
                "usage": usage,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.analyze_transcript_response_200_moments_item import (
            AnalyzeTranscriptResponse200MomentsItem,
        )
        from ..models.analyze_transcript_response_200_usage import (
            AnalyzeTranscriptResponse200Usage,
        )
        from ..models.analyze_transcript_response_200_window_type_0 import (
            AnalyzeTranscriptResponse200WindowType0,
        )

        d = dict(src_dict)

        def _parse_task(
            data: object,
        ) -> (
            AnalyzeTranscriptResponse200TaskType0
            | AnalyzeTranscriptResponse200TaskType1
            | AnalyzeTranscriptResponse200TaskType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                task_type_0 = AnalyzeTranscriptResponse200TaskType0(data)

                return task_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                task_type_1 = AnalyzeTranscriptResponse200TaskType1(data)

                return task_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            task_type_2 = AnalyzeTranscriptResponse200TaskType2(data)

            return task_type_2

        task = _parse_task(d.pop("task"))

        result = d.pop("result")

        moments = []
        _moments = d.pop("moments")
        for moments_item_data in _moments:
            moments_item = AnalyzeTranscriptResponse200MomentsItem.from_dict(
                moments_item_data
            )

            moments.append(moments_item)

        def _parse_window(
            data: object,
        ) -> AnalyzeTranscriptResponse200WindowType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                window_type_0 = AnalyzeTranscriptResponse200WindowType0.from_dict(data)

                return window_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnalyzeTranscriptResponse200WindowType0 | None, data)

        window = _parse_window(d.pop("window"))

        usage = AnalyzeTranscriptResponse200Usage.from_dict(d.pop("usage"))

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        analyze_transcript_response_200 = cls(
            task=task,
            result=result,
            moments=moments,
            window=window,
            usage=usage,
            contract=contract,
            contract_version=contract_version,
        )

        analyze_transcript_response_200.additional_properties = d
        return analyze_transcript_response_200

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
