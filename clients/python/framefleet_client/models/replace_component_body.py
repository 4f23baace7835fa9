from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.replace_component_body_tier_type_0_type_0 import (
    ReplaceComponentBodyTierType0Type0,
)
from ..models.replace_component_body_tier_type_0_type_1 import (
    ReplaceComponentBodyTierType0Type1,
)
from ..models.replace_component_body_tier_type_0_type_2 import (
    ReplaceComponentBodyTierType0Type2,
)
from ..models.replace_component_body_use_case_type_0_item_type_0 import (
    ReplaceComponentBodyUseCaseType0ItemType0,
)
from ..models.replace_component_body_use_case_type_0_item_type_1 import (
    ReplaceComponentBodyUseCaseType0ItemType1,
)
from ..models.replace_component_body_use_case_type_0_item_type_2 import (
    ReplaceComponentBodyUseCaseType0ItemType2,
)
from ..models.replace_component_body_use_case_type_0_item_type_3 import (
    ReplaceComponentBodyUseCaseType0ItemType3,
)
from ..models.replace_component_body_use_case_type_0_item_type_4 import (
    ReplaceComponentBodyUseCaseType0ItemType4,
)
from ..models.replace_component_body_use_case_type_0_item_type_5 import (
    ReplaceComponentBodyUseCaseType0ItemType5,
)
from ..models.replace_component_body_use_case_type_0_item_type_6 import (
    ReplaceComponentBodyUseCaseType0ItemType6,
)
from ..models.replace_component_body_use_case_type_0_item_type_7 import (
    ReplaceComponentBodyUseCaseType0ItemType7,
)
from ..models.replace_component_body_use_case_type_0_item_type_8 import (
    ReplaceComponentBodyUseCaseType0ItemType8,
)
from ..models.replace_component_body_use_case_type_0_item_type_9 import (
    ReplaceComponentBodyUseCaseType0ItemType9,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.replace_component_body_examples_type_0_item import (
        ReplaceComponentBodyExamplesType0Item,
    )
    from ..models.replace_component_body_prop_defaults_type_0 import (
        ReplaceComponentBodyPropDefaultsType0,
    )


T = TypeVar("T", bound="ReplaceComponentBody")


@_attrs_define
class ReplaceComponentBody:
    """an RFC 7396 merge patch of the component's document: omitted fields keep their value, null removes an override

    Attributes:
        tsx_source (str | Unset): a TSX module whose default export is defineComponent({...}) from
            @framefleet/component-sdk
        name (None | str | Unset):
        description (None | str | Unset):
        tags (list[str] | None | Unset):
        mood (list[str] | None | Unset):
        tier (None | ReplaceComponentBodyTierType0Type0 | ReplaceComponentBodyTierType0Type1 |
            ReplaceComponentBodyTierType0Type2 | Unset):
        use_case (list[ReplaceComponentBodyUseCaseType0ItemType0 | ReplaceComponentBodyUseCaseType0ItemType1 |
            ReplaceComponentBodyUseCaseType0ItemType2 | ReplaceComponentBodyUseCaseType0ItemType3 |
            ReplaceComponentBodyUseCaseType0ItemType4 | ReplaceComponentBodyUseCaseType0ItemType5 |
            ReplaceComponentBodyUseCaseType0ItemType6 | ReplaceComponentBodyUseCaseType0ItemType7 |
            ReplaceComponentBodyUseCaseType0ItemType8 | ReplaceComponentBodyUseCaseType0ItemType9] | None | Unset):
        intent (None | str | Unset):
        use_when (None | str | Unset):
        pairs_with (list[str] | None | Unset):
        avoid_with (list[str] | None | Unset):
        examples (list[ReplaceComponentBodyExamplesType0Item] | None | Unset):
        prop_defaults (None | ReplaceComponentBodyPropDefaultsType0 | Unset):
        warnings (list[str] | None | Unset):
        fixed_copy (list[str] | None | Unset):
        project_id (str | Unset): move the placements of this project's composition to the new version (not part of the
            merged document)
        composition_id (str | Unset): the project's composition (default: its active one); needs projectId
    """

    tsx_source: str | Unset = UNSET
    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    tags: list[str] | None | Unset = UNSET
    mood: list[str] | None | Unset = UNSET
    tier: (
        None
        | ReplaceComponentBodyTierType0Type0
        | ReplaceComponentBodyTierType0Type1
        | ReplaceComponentBodyTierType0Type2
        | Unset
    ) = UNSET
    use_case: (
        list[
            ReplaceComponentBodyUseCaseType0ItemType0
            | ReplaceComponentBodyUseCaseType0ItemType1
            | ReplaceComponentBodyUseCaseType0ItemType2
            | ReplaceComponentBodyUseCaseType0ItemType3
            | ReplaceComponentBodyUseCaseType0ItemType4
            | ReplaceComponentBodyUseCaseType0ItemType5
            | ReplaceComponentBodyUseCaseType0ItemType6
            | ReplaceComponentBodyUseCaseType0ItemType7
            | ReplaceComponentBodyUseCaseType0ItemType8
            | ReplaceComponentBodyUseCaseType0ItemType9
        ]
        | None
        | Unset
    ) = UNSET
    intent: None | str | Unset = UNSET
    use_when: None | str | Unset = UNSET
    pairs_with: list[str] | None | Unset = UNSET
    avoid_with: list[str] | None | Unset = UNSET
    examples: list[ReplaceComponentBodyExamplesType0Item] | None | Unset = UNSET
    prop_defaults: None | ReplaceComponentBodyPropDefaultsType0 | Unset = UNSET
    warnings: list[str] | None | Unset = UNSET
    fixed_copy: list[str] | None | Unset = UNSET
    project_id: str | Unset = UNSET
    composition_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.replace_component_body_prop_defaults_type_0 import (
            ReplaceComponentBodyPropDefaultsType0,
        )

        tsx_source = self.tsx_source

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        tags: list[str] | None | Unset
        if isinstance(self.tags, Unset):
            tags = UNSET
        elif isinstance(self.tags, list):
            tags = self.tags

        else:
            tags = self.tags

        mood: list[str] | None | Unset
        if isinstance(self.mood, Unset):
            mood = UNSET
        elif isinstance(self.mood, list):
            mood = self.mood

        else:
            mood = self.mood

        tier: None | str | Unset
        if isinstance(self.tier, Unset):
            tier = UNSET
        elif (
            isinstance(self.tier, ReplaceComponentBodyTierType0Type0)
            or isinstance(self.tier, ReplaceComponentBodyTierType0Type1)
            or isinstance(self.tier, ReplaceComponentBodyTierType0Type2)
        ):
            tier = self.tier.value
        else:
            tier = self.tier

        use_case: list[str] | None | Unset
        if isinstance(self.use_case, Unset):
            use_case = UNSET
        elif isinstance(self.use_case, list):
            use_case = []
            for use_case_type_0_item_data in self.use_case:
                use_case_type_0_item: str
                if (
                    isinstance(
                        use_case_type_0_item_data,
                        ReplaceComponentBodyUseCaseType0ItemType0,
                    )
                    or isinstance(
                        use_case_type_0_item_data,
                        ReplaceComponentBodyUseCaseType0ItemType1,
                    )
                    or isinstance(
                        use_case_type_0_item_data,
                        ReplaceComponentBodyUseCaseType0ItemType2,
                    )
                    or isinstance(
                        use_case_type_0_item_data,
                        ReplaceComponentBodyUseCaseType0ItemType3,
                    )
                    or isinstance(
                        use_case_type_0_item_data,
                        ReplaceComponentBodyUseCaseType0ItemType4,
                    )
                    or isinstance(
                        use_case_type_0_item_data,
                        ReplaceComponentBodyUseCaseType0ItemType5,
                    )
                    or isinstance(
                        use_case_type_0_item_data,
                        ReplaceComponentBodyUseCaseType0ItemType6,
                    )
                    or isinstance(
                        use_case_type_0_item_data,
                        ReplaceComponentBodyUseCaseType0ItemType7,
                    )
                    or isinstance(
                        use_case_type_0_item_data,
                        ReplaceComponentBodyUseCaseType0ItemType8,
                    )
                ):
                    use_case_type_0_item = use_case_type_0_item_data.value
                else:
                    use_case_type_0_item = use_case_type_0_item_data.value

                use_case.append(use_case_type_0_item)

        else:
            use_case = self.use_case

        intent: None | str | Unset
        if isinstance(self.intent, Unset):
            intent = UNSET
        else:
            intent = self.intent

        use_when: None | str | Unset
        if isinstance(self.use_when, Unset):
            use_when = UNSET
        else:
            use_when = self.use_when

        pairs_with: list[str] | None | Unset
        if isinstance(self.pairs_with, Unset):
            pairs_with = UNSET
        elif isinstance(self.pairs_with, list):
            pairs_with = self.pairs_with

        else:
            pairs_with = self.pairs_with

        avoid_with: list[str] | None | Unset
        if isinstance(self.avoid_with, Unset):
            avoid_with = UNSET
        elif isinstance(self.avoid_with, list):
            avoid_with = self.avoid_with

        else:
            avoid_with = self.avoid_with

        examples: list[dict[str, Any]] | None | Unset
        if isinstance(self.examples, Unset):
            examples = UNSET
        elif isinstance(self.examples, list):
            examples = []
            for examples_type_0_item_data in self.examples:
                examples_type_0_item = examples_type_0_item_data.to_dict()
                examples.append(examples_type_0_item)

        else:
            examples = self.examples

        prop_defaults: dict[str, Any] | None | Unset
        if isinstance(self.prop_defaults, Unset):
            prop_defaults = UNSET
        elif isinstance(self.prop_defaults, ReplaceComponentBodyPropDefaultsType0):
            prop_defaults = self.prop_defaults.to_dict()
        else:
            prop_defaults = self.prop_defaults

        warnings: list[str] | None | Unset
        if isinstance(self.warnings, Unset):
            warnings = UNSET
        elif isinstance(self.warnings, list):
            warnings = self.warnings

        else:
            warnings = self.warnings

        fixed_copy: list[str] | None | Unset
        if isinstance(self.fixed_copy, Unset):
            fixed_copy = UNSET
        elif isinstance(self.fixed_copy, list):
            fixed_copy = self.fixed_copy

        else:
            fixed_copy = self.fixed_copy

        project_id = self.project_id

        composition_id = self.composition_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if tsx_source is not UNSET:
            field_dict["tsxSource"] = tsx_source
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if tags is not UNSET:
            field_dict["tags"] = tags
        if mood is not UNSET:
            field_dict["mood"] = mood
        if tier is not UNSET:
            field_dict["tier"] = tier
        if use_case is not UNSET:
            field_dict["useCase"] = use_case
        if intent is not UNSET:
            field_dict["intent"] = intent
        if use_when is not UNSET:
            field_dict["useWhen"] = use_when
        if pairs_with is not UNSET:
            field_dict["pairsWith"] = pairs_with
        if avoid_with is not UNSET:
            field_dict["avoidWith"] = avoid_with
        if examples is not UNSET:
            field_dict["examples"] = examples
        if prop_defaults is not UNSET:
            field_dict["propDefaults"] = prop_defaults
        if warnings is not UNSET:
            field_dict["warnings"] = warnings
        if fixed_copy is not UNSET:
            field_dict["fixedCopy"] = fixed_copy
        if project_id is not UNSET:
            field_dict["projectId"] = project_id
        if composition_id is not UNSET:
            field_dict["compositionId"] = composition_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.replace_component_body_examples_type_0_item import (
            ReplaceComponentBodyExamplesType0Item,
        )
        from ..models.replace_component_body_prop_defaults_type_0 import (
            ReplaceComponentBodyPropDefaultsType0,
        )

        d = dict(src_dict)
        tsx_source = d.pop("tsxSource", UNSET)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_tags(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tags_type_0 = cast(list[str], data)

                return tags_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        tags = _parse_tags(d.pop("tags", UNSET))

        def _parse_mood(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                mood_type_0 = cast(list[str], data)

                return mood_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        mood = _parse_mood(d.pop("mood", UNSET))

        def _parse_tier(
            data: object,
        ) -> (
            None
            | ReplaceComponentBodyTierType0Type0
            | ReplaceComponentBodyTierType0Type1
            | ReplaceComponentBodyTierType0Type2
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tier_type_0_type_0 = ReplaceComponentBodyTierType0Type0(data)

                return tier_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tier_type_0_type_1 = ReplaceComponentBodyTierType0Type1(data)

                return tier_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tier_type_0_type_2 = ReplaceComponentBodyTierType0Type2(data)

                return tier_type_0_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | ReplaceComponentBodyTierType0Type0
                | ReplaceComponentBodyTierType0Type1
                | ReplaceComponentBodyTierType0Type2
                | Unset,
                data,
            )

        tier = _parse_tier(d.pop("tier", UNSET))

        def _parse_use_case(
            data: object,
        ) -> (
            list[
                ReplaceComponentBodyUseCaseType0ItemType0
                | ReplaceComponentBodyUseCaseType0ItemType1
                | ReplaceComponentBodyUseCaseType0ItemType2
                | ReplaceComponentBodyUseCaseType0ItemType3
                | ReplaceComponentBodyUseCaseType0ItemType4
                | ReplaceComponentBodyUseCaseType0ItemType5
                | ReplaceComponentBodyUseCaseType0ItemType6
                | ReplaceComponentBodyUseCaseType0ItemType7
                | ReplaceComponentBodyUseCaseType0ItemType8
                | ReplaceComponentBodyUseCaseType0ItemType9
            ]
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                use_case_type_0 = []
                _use_case_type_0 = data
                for use_case_type_0_item_data in _use_case_type_0:

                    def _parse_use_case_type_0_item(
                        data: object,
                    ) -> (
                        ReplaceComponentBodyUseCaseType0ItemType0
                        | ReplaceComponentBodyUseCaseType0ItemType1
                        | ReplaceComponentBodyUseCaseType0ItemType2
                        | ReplaceComponentBodyUseCaseType0ItemType3
                        | ReplaceComponentBodyUseCaseType0ItemType4
                        | ReplaceComponentBodyUseCaseType0ItemType5
                        | ReplaceComponentBodyUseCaseType0ItemType6
                        | ReplaceComponentBodyUseCaseType0ItemType7
                        | ReplaceComponentBodyUseCaseType0ItemType8
                        | ReplaceComponentBodyUseCaseType0ItemType9
                    ):
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            use_case_type_0_item_type_0 = (
                                ReplaceComponentBodyUseCaseType0ItemType0(data)
                            )

                            return use_case_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            use_case_type_0_item_type_1 = (
                                ReplaceComponentBodyUseCaseType0ItemType1(data)
                            )

                            return use_case_type_0_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            use_case_type_0_item_type_2 = (
                                ReplaceComponentBodyUseCaseType0ItemType2(data)
                            )

                            return use_case_type_0_item_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            use_case_type_0_item_type_3 = (
                                ReplaceComponentBodyUseCaseType0ItemType3(data)
                            )

                            return use_case_type_0_item_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            use_case_type_0_item_type_4 = (
                                ReplaceComponentBodyUseCaseType0ItemType4(data)
                            )

                            return use_case_type_0_item_type_4
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            use_case_type_0_item_type_5 = (
                                ReplaceComponentBodyUseCaseType0ItemType5(data)
                            )

                            return use_case_type_0_item_type_5
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            use_case_type_0_item_type_6 = (
                                ReplaceComponentBodyUseCaseType0ItemType6(data)
                            )

                            return use_case_type_0_item_type_6
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            use_case_type_0_item_type_7 = (
                                ReplaceComponentBodyUseCaseType0ItemType7(data)
                            )

                            return use_case_type_0_item_type_7
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            use_case_type_0_item_type_8 = (
                                ReplaceComponentBodyUseCaseType0ItemType8(data)
                            )

                            return use_case_type_0_item_type_8
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, str):
                            raise TypeError()
                        use_case_type_0_item_type_9 = (
                            ReplaceComponentBodyUseCaseType0ItemType9(data)
                        )

                        return use_case_type_0_item_type_9

                    use_case_type_0_item = _parse_use_case_type_0_item(
                        use_case_type_0_item_data
                    )

                    use_case_type_0.append(use_case_type_0_item)

                return use_case_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[
                    ReplaceComponentBodyUseCaseType0ItemType0
                    | ReplaceComponentBodyUseCaseType0ItemType1
                    | ReplaceComponentBodyUseCaseType0ItemType2
                    | ReplaceComponentBodyUseCaseType0ItemType3
                    | ReplaceComponentBodyUseCaseType0ItemType4
                    | ReplaceComponentBodyUseCaseType0ItemType5
                    | ReplaceComponentBodyUseCaseType0ItemType6
                    | ReplaceComponentBodyUseCaseType0ItemType7
                    | ReplaceComponentBodyUseCaseType0ItemType8
                    | ReplaceComponentBodyUseCaseType0ItemType9
                ]
                | None
                | Unset,
                data,
            )

        use_case = _parse_use_case(d.pop("useCase", UNSET))

        def _parse_intent(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        intent = _parse_intent(d.pop("intent", UNSET))

        def _parse_use_when(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        use_when = _parse_use_when(d.pop("useWhen", UNSET))

        def _parse_pairs_with(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                pairs_with_type_0 = cast(list[str], data)

                return pairs_with_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        pairs_with = _parse_pairs_with(d.pop("pairsWith", UNSET))

        def _parse_avoid_with(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                avoid_with_type_0 = cast(list[str], data)

                return avoid_with_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        avoid_with = _parse_avoid_with(d.pop("avoidWith", UNSET))

        def _parse_examples(
            data: object,
        ) -> list[ReplaceComponentBodyExamplesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                examples_type_0 = []
                _examples_type_0 = data
                for examples_type_0_item_data in _examples_type_0:
                    examples_type_0_item = (
                        ReplaceComponentBodyExamplesType0Item.from_dict(
                            examples_type_0_item_data
                        )
                    )

                    examples_type_0.append(examples_type_0_item)

                return examples_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[ReplaceComponentBodyExamplesType0Item] | None | Unset, data
            )

        examples = _parse_examples(d.pop("examples", UNSET))

        def _parse_prop_defaults(
            data: object,
        ) -> None | ReplaceComponentBodyPropDefaultsType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                prop_defaults_type_0 = ReplaceComponentBodyPropDefaultsType0.from_dict(
                    data
                )

                return prop_defaults_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReplaceComponentBodyPropDefaultsType0 | Unset, data)

        prop_defaults = _parse_prop_defaults(d.pop("propDefaults", UNSET))

        def _parse_warnings(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                warnings_type_0 = cast(list[str], data)

                return warnings_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        warnings = _parse_warnings(d.pop("warnings", UNSET))

        def _parse_fixed_copy(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                fixed_copy_type_0 = cast(list[str], data)

                return fixed_copy_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        fixed_copy = _parse_fixed_copy(d.pop("fixedCopy", UNSET))

        project_id = d.pop("projectId", UNSET)

        composition_id = d.pop("compositionId", UNSET)

        replace_component_body = cls(
            tsx_source=tsx_source,
            name=name,
            description=description,
            tags=tags,
            mood=mood,
            tier=tier,
            use_case=use_case,
            intent=intent,
            use_when=use_when,
            pairs_with=pairs_with,
            avoid_with=avoid_with,
            examples=examples,
            prop_defaults=prop_defaults,
            warnings=warnings,
            fixed_copy=fixed_copy,
            project_id=project_id,
            composition_id=composition_id,
        )

        return replace_component_body
