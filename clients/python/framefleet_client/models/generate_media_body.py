from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.generate_media_body_aspect_ratio_type_0 import (
    GenerateMediaBodyAspectRatioType0,
)
from ..models.generate_media_body_aspect_ratio_type_1 import (
    GenerateMediaBodyAspectRatioType1,
)
from ..models.generate_media_body_aspect_ratio_type_2 import (
    GenerateMediaBodyAspectRatioType2,
)
from ..models.generate_media_body_generator_type_0 import (
    GenerateMediaBodyGeneratorType0,
)
from ..models.generate_media_body_generator_type_1 import (
    GenerateMediaBodyGeneratorType1,
)
from ..models.generate_media_body_generator_type_2 import (
    GenerateMediaBodyGeneratorType2,
)
from ..models.generate_media_body_generator_type_3 import (
    GenerateMediaBodyGeneratorType3,
)
from ..models.generate_media_body_generator_type_4 import (
    GenerateMediaBodyGeneratorType4,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="GenerateMediaBody")


@_attrs_define
class GenerateMediaBody:
    """
    Attributes:
        generator (GenerateMediaBodyGeneratorType0 | GenerateMediaBodyGeneratorType1 | GenerateMediaBodyGeneratorType2 |
            GenerateMediaBodyGeneratorType3 | GenerateMediaBodyGeneratorType4):
        prompt (str):
        aspect_ratio (GenerateMediaBodyAspectRatioType0 | GenerateMediaBodyAspectRatioType1 |
            GenerateMediaBodyAspectRatioType2 | Unset): default 16:9
        duration_sec (int | Unset): video generators: 5 or 10 (text-to-animation: 6)
        image_media_id (str | Unset): image-to-video: a ready image of the org to start from
        name (str | Unset):
    """

    generator: (
        GenerateMediaBodyGeneratorType0
        | GenerateMediaBodyGeneratorType1
        | GenerateMediaBodyGeneratorType2
        | GenerateMediaBodyGeneratorType3
        | GenerateMediaBodyGeneratorType4
    )
    prompt: str
    aspect_ratio: (
        GenerateMediaBodyAspectRatioType0
        | GenerateMediaBodyAspectRatioType1
        | GenerateMediaBodyAspectRatioType2
        | Unset
    ) = UNSET
    duration_sec: int | Unset = UNSET
    image_media_id: str | Unset = UNSET
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        generator: str
        if (
            isinstance(self.generator, GenerateMediaBodyGeneratorType0)
            or isinstance(self.generator, GenerateMediaBodyGeneratorType1)
            or isinstance(self.generator, GenerateMediaBodyGeneratorType2)
            or isinstance(self.generator, GenerateMediaBodyGeneratorType3)
        ):
            generator = self.generator.value
        else:
            generator = self.generator.value

        prompt = self.prompt

        aspect_ratio: str | Unset
        if isinstance(self.aspect_ratio, Unset):
            aspect_ratio = UNSET
        elif isinstance(
            self.aspect_ratio, GenerateMediaBodyAspectRatioType0
        ) or isinstance(self.aspect_ratio, GenerateMediaBodyAspectRatioType1):
            aspect_ratio = self.aspect_ratio.value
        else:
            aspect_ratio = self.aspect_ratio.value

        duration_sec = self.duration_sec

        image_media_id = self.image_media_id

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "generator": generator,
                "prompt": prompt,
            }
        )
        if aspect_ratio is not UNSET:
            field_dict["aspectRatio"] = aspect_ratio
        if duration_sec is not UNSET:
            field_dict["durationSec"] = duration_sec
        if image_media_id is not UNSET:
            field_dict["imageMediaId"] = image_media_id
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_generator(
            data: object,
        ) -> (
            GenerateMediaBodyGeneratorType0
            | GenerateMediaBodyGeneratorType1
            | GenerateMediaBodyGeneratorType2
            | GenerateMediaBodyGeneratorType3
            | GenerateMediaBodyGeneratorType4
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                generator_type_0 = GenerateMediaBodyGeneratorType0(data)

                return generator_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                generator_type_1 = GenerateMediaBodyGeneratorType1(data)

                return generator_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                generator_type_2 = GenerateMediaBodyGeneratorType2(data)

                return generator_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                generator_type_3 = GenerateMediaBodyGeneratorType3(data)

                return generator_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            generator_type_4 = GenerateMediaBodyGeneratorType4(data)

            return generator_type_4

        generator = _parse_generator(d.pop("generator"))

        prompt = d.pop("prompt")

        def _parse_aspect_ratio(
            data: object,
        ) -> (
            GenerateMediaBodyAspectRatioType0
            | GenerateMediaBodyAspectRatioType1
            | GenerateMediaBodyAspectRatioType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                aspect_ratio_type_0 = GenerateMediaBodyAspectRatioType0(data)

                return aspect_ratio_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                aspect_ratio_type_1 = GenerateMediaBodyAspectRatioType1(data)

                return aspect_ratio_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            aspect_ratio_type_2 = GenerateMediaBodyAspectRatioType2(data)

            return aspect_ratio_type_2

        aspect_ratio = _parse_aspect_ratio(d.pop("aspectRatio", UNSET))

        duration_sec = d.pop("durationSec", UNSET)

        image_media_id = d.pop("imageMediaId", UNSET)

        name = d.pop("name", UNSET)

        generate_media_body = cls(
            generator=generator,
            prompt=prompt,
            aspect_ratio=aspect_ratio,
            duration_sec=duration_sec,
            image_media_id=image_media_id,
            name=name,
        )

        return generate_media_body
