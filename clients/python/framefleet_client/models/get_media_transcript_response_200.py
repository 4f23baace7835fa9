from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_media_transcript_response_200_status_type_0 import (
    GetMediaTranscriptResponse200StatusType0,
)
from ..models.get_media_transcript_response_200_status_type_1 import (
    GetMediaTranscriptResponse200StatusType1,
)
from ..models.get_media_transcript_response_200_status_type_2 import (
    GetMediaTranscriptResponse200StatusType2,
)

if TYPE_CHECKING:
    from ..models.get_media_transcript_response_200_words_item import (
        GetMediaTranscriptResponse200WordsItem,
    )


T = TypeVar("T", bound="GetMediaTranscriptResponse200")


@_attrs_define
class GetMediaTranscriptResponse200:
    """
    Attributes:
        media_id (str):
        status (GetMediaTranscriptResponse200StatusType0 | GetMediaTranscriptResponse200StatusType1 |
            GetMediaTranscriptResponse200StatusType2):
        language (None | str):
        words (list[GetMediaTranscriptResponse200WordsItem]):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    media_id: str
    status: (
        GetMediaTranscriptResponse200StatusType0
        | GetMediaTranscriptResponse200StatusType1
        | GetMediaTranscriptResponse200StatusType2
    )
    language: None | str
    words: list[GetMediaTranscriptResponse200WordsItem]
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        media_id = self.media_id

        status: str
        if isinstance(
            self.status, GetMediaTranscriptResponse200StatusType0
        ) or isinstance(self.status, GetMediaTranscriptResponse200StatusType1):
            status = self.status.value
        else:
            status = self.status.value

        language: None | str
        language = self.language

        words = []
        for words_item_data in self.words:
            words_item = words_item_data.to_dict()
            words.append(words_item)

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mediaId": media_id,
                "status": status,
                "language": language,
                "words": words,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_media_transcript_response_200_words_item import (
            GetMediaTranscriptResponse200WordsItem,
        )

        d = dict(src_dict)
        media_id = d.pop("mediaId")

        def _parse_status(
            data: object,
        ) -> (
            GetMediaTranscriptResponse200StatusType0
            | GetMediaTranscriptResponse200StatusType1
            | GetMediaTranscriptResponse200StatusType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = GetMediaTranscriptResponse200StatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_1 = GetMediaTranscriptResponse200StatusType1(data)

                return status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_2 = GetMediaTranscriptResponse200StatusType2(data)

            return status_type_2

        status = _parse_status(d.pop("status"))

        def _parse_language(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        language = _parse_language(d.pop("language"))

        words = []
        _words = d.pop("words")
        for words_item_data in _words:
            words_item = GetMediaTranscriptResponse200WordsItem.from_dict(
                words_item_data
            )

            words.append(words_item)

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        get_media_transcript_response_200 = cls(
            media_id=media_id,
            status=status,
            language=language,
            words=words,
            contract=contract,
            contract_version=contract_version,
        )

        get_media_transcript_response_200.additional_properties = d
        return get_media_transcript_response_200

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
