from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.analyze_transcript_body_task_type_0 import AnalyzeTranscriptBodyTaskType0
from ..models.analyze_transcript_body_task_type_1 import AnalyzeTranscriptBodyTaskType1
from ..models.analyze_transcript_body_task_type_2 import AnalyzeTranscriptBodyTaskType2
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.analyze_transcript_body_window import AnalyzeTranscriptBodyWindow


T = TypeVar("T", bound="AnalyzeTranscriptBody")


@_attrs_define
class AnalyzeTranscriptBody:
    """
    Attributes:
        task (AnalyzeTranscriptBodyTaskType0 | AnalyzeTranscriptBodyTaskType1 | AnalyzeTranscriptBodyTaskType2):
        window (AnalyzeTranscriptBodyWindow | Unset):
    """

    task: (
        AnalyzeTranscriptBodyTaskType0
        | AnalyzeTranscriptBodyTaskType1
        | AnalyzeTranscriptBodyTaskType2
    )
    window: AnalyzeTranscriptBodyWindow | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        task: str
        if isinstance(self.task, AnalyzeTranscriptBodyTaskType0) or isinstance(
            self.task, AnalyzeTranscriptBodyTaskType1
        ):
            task = self.task.value
        else:
            task = self.task.value

        window: dict[str, Any] | Unset = UNSET
        if not isinstance(self.window, Unset):
            window = self.window.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "task": task,
            }
        )
        if window is not UNSET:
            field_dict["window"] = window

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.analyze_transcript_body_window import AnalyzeTranscriptBodyWindow

        d = dict(src_dict)

        def _parse_task(
            data: object,
        ) -> (
            AnalyzeTranscriptBodyTaskType0
            | AnalyzeTranscriptBodyTaskType1
            | AnalyzeTranscriptBodyTaskType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                task_type_0 = AnalyzeTranscriptBodyTaskType0(data)

                return task_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                task_type_1 = AnalyzeTranscriptBodyTaskType1(data)

                return task_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            task_type_2 = AnalyzeTranscriptBodyTaskType2(data)

            return task_type_2

        task = _parse_task(d.pop("task"))

        _window = d.pop("window", UNSET)
        window: AnalyzeTranscriptBodyWindow | Unset
        if isinstance(_window, Unset):
            window = UNSET
        else:
            window = AnalyzeTranscriptBodyWindow.from_dict(_window)

        analyze_transcript_body = cls(
            task=task,
            window=window,
        )

        return analyze_transcript_body
