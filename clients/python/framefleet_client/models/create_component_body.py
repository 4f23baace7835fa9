from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_component_body_tier_type_0 import CreateComponentBodyTierType0
from ..models.create_component_body_tier_type_1 import CreateComponentBodyTierType1
from ..models.create_component_body_tier_type_2 import CreateComponentBodyTierType2
from ..models.create_component_body_use_case_item_type_0 import (
    CreateComponentBodyUseCaseItemType0,
)
from ..models.create_component_body_use_case_item_type_1 import (
    CreateComponentBodyUseCaseItemType1,
)
from ..models.create_component_body_use_case_item_type_2 import (
    CreateComponentBodyUseCaseItemType2,
)
from ..models.create_component_body_use_case_item_type_3 import (
    CreateComponentBodyUseCaseItemType3,
)
from ..models.create_component_body_use_case_item_type_4 import (
    CreateComponentBodyUseCaseItemType4,
)
from ..models.create_component_body_use_case_item_type_5 import (
    CreateComponentBodyUseCaseItemType5,
)
from ..models.create_component_body_use_case_item_type_6 import (
    CreateComponentBodyUseCaseItemType6,
)
from ..models.create_component_body_use_case_item_type_7 import (
    CreateComponentBodyUseCaseItemType7,
)
from ..models.create_component_body_use_case_item_type_8 import (
    CreateComponentBodyUseCaseItemType8,
)
from ..models.create_component_body_use_case_item_type_9 import (
    CreateComponentBodyUseCaseItemType9,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_component_body_examples_item import (
        CreateComponentBodyExamplesItem,
    )
    from ..models.create_component_body_prop_defaults import (
        CreateComponentBodyPropDefaults,
    )


T = TypeVar("T", bound="CreateComponentBody")


@_attrs_define
class CreateComponentBody:
    """
    Attributes:
        id (str): kebab-case, unique in the org, never a built-in id
        tsx_source (str): a TSX module whose default export is defineComponent({...}) from @framefleet/component-sdk
        name (str | Unset):
        description (str | Unset):
        tags (list[str] | Unset):
        mood (list[str] | Unset):
        tier (CreateComponentBodyTierType0 | CreateComponentBodyTierType1 | CreateComponentBodyTierType2 | Unset):
        use_case (list[CreateComponentBodyUseCaseItemType0 | CreateComponentBodyUseCaseItemType1 |
            CreateComponentBodyUseCaseItemType2 | CreateComponentBodyUseCaseItemType3 | CreateComponentBodyUseCaseItemType4
            | CreateComponentBodyUseCaseItemType5 | CreateComponentBodyUseCaseItemType6 |
            CreateComponentBodyUseCaseItemType7 | CreateComponentBodyUseCaseItemType8 | CreateComponentBodyUseCaseItemType9]
            | Unset):
        intent (str | Unset):
        use_when (str | Unset):
        pairs_with (list[str] | Unset):
        avoid_with (list[str] | Unset):
        examples (list[CreateComponentBodyExamplesItem] | Unset):
        prop_defaults (CreateComponentBodyPropDefaults | Unset): merged over the source's own defaults, key by key;
            checked against the prop schema
        warnings (list[str] | Unset):
        fixed_copy (list[str] | Unset):
    """

    id: str
    tsx_source: str
    name: str | Unset = UNSET
    description: str | Unset = UNSET
    tags: list[str] | Unset = UNSET
    mood: list[str] | Unset = UNSET
    tier: (
        CreateComponentBodyTierType0
        | CreateComponentBodyTierType1
        | CreateComponentBodyTierType2
        | Unset
    ) = UNSET
    use_case: (
        list[
            CreateComponentBodyUseCaseItemType0
            | CreateComponentBodyUseCaseItemType1
            | CreateComponentBodyUseCaseItemType2
            | CreateComponentBodyUseCaseItemType3
            | CreateComponentBodyUseCaseItemType4
            | CreateComponentBodyUseCaseItemType5
            | CreateComponentBodyUseCaseItemType6
            | CreateComponentBodyUseCaseItemType7
            | CreateComponentBodyUseCaseItemType8
            | CreateComponentBodyUseCaseItemType9
        ]
        | Unset
    ) = UNSET
    intent: str | Unset = UNSET
    use_when: str | Unset = UNSET
    pairs_with: list[str] | Unset = UNSET
    avoid_with: list[str] | Unset = UNSET
    examples: list[CreateComponentBodyExamplesItem] | Unset = UNSET
    prop_defaults: CreateComponentBodyPropDefaults | Unset = UNSET
    warnings: list[str] | Unset = UNSET
    fixed_copy: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        tsx_source = self.tsx_source

        name = self.name

        description = self.description

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        mood: list[str] | Unset = UNSET
        if not isinstance(self.mood, Unset):
            mood = self.mood

        tier: str | Unset
        if isinstance(self.tier, Unset):
            tier = UNSET
        elif isinstance(self.tier, CreateComponentBodyTierType0) or isinstance(
            self.tier, CreateComponentBodyTierType1
        ):
            tier = self.tier.value
        else:
            tier = self.tier.value

        use_case: list[str] | Unset = UNSET
        if not isinstance(self.use_case, Unset):
            use_case = []
            for use_case_item_data in self.use_case:
                use_case_item: str
                if (
                    isinstance(use_case_item_data, CreateComponentBodyUseCaseItemType0)
                    or isinstance(
                        use_case_item_data, CreateComponentBodyUseCaseItemType1
                    )
                    or isinstance(
                        use_case_item_data, CreateComponentBodyUseCaseItemType2
                    )
                    or isinstance(
                        use_case_item_data, CreateComponentBodyUseCaseItemType3
                    )
                    or isinstance(
                        use_case_item_data, CreateComponentBodyUseCaseItemType4
                    )
                    or isinstance(
                        use_case_item_data, CreateComponentBodyUseCaseItemType5
                    )
                    or isinstance(
                        use_case_item_data, CreateComponentBodyUseCaseItemType6
                    )
                    or isinstance(
                        use_case_item_data, CreateComponentBodyUseCaseItemType7
                    )
                    or isinstance(
                        use_case_item_data, CreateComponentBodyUseCaseItemType8
                    )
                ):
                    use_case_item = use_case_item_data.value
                else:
                    use_case_item = use_case_item_data.value

                use_case.append(use_case_item)

        intent = self.intent

        use_when = self.use_when

        pairs_with: list[str] | Unset = UNSET
        if not isinstance(self.pairs_with, Unset):
            pairs_with = self.pairs_with

        avoid_with: list[str] | Unset = UNSET
        if not isinstance(self.avoid_with, Unset):
            avoid_with = self.avoid_with

        examples: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.examples, Unset):
            examples = []
            for examples_item_data in self.examples:
                examples_item = examples_item_data.to_dict()
                examples.append(examples_item)

        prop_defaults: dict[str, Any] | Unset = UNSET
        if not isinstance(self.prop_defaults, Unset):
            prop_defaults = self.prop_defaults.to_dict()

        warnings: list[str] | Unset = UNSET
        if not isinstance(self.warnings, Unset):
            warnings = self.warnings

        fixed_copy: list[str] | Unset = UNSET
        if not isinstance(self.fixed_copy, Unset):
            fixed_copy = self.fixed_copy

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "tsxSource": tsx_source,
            }
        )
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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_component_body_examples_item import (
            CreateComponentBodyExamplesItem,
        )
        from ..models.create_component_body_prop_defaults import (
            CreateComponentBodyPropDefaults,
        )

        d = dict(src_dict)
        id = d.pop("id")

        tsx_source = d.pop("tsxSource")

        name = d.pop("name", UNSET)

        description = d.pop("description", UNSET)

        tags = cast(list[str], d.pop("tags", UNSET))

        mood = cast(list[str], d.pop("mood", UNSET))

        def _parse_tier(
            data: object,
        ) -> (
            CreateComponentBodyTierType0
            | CreateComponentBodyTierType1
            | CreateComponentBodyTierType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tier_type_0 = CreateComponentBodyTierType0(data)

                return tier_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tier_type_1 = CreateComponentBodyTierType1(data)

                return tier_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            tier_type_2 = CreateComponentBodyTierType2(data)

            return tier_type_2

        tier = _parse_tier(d.pop("tier", UNSET))

        _use_case = d.pop("useCase", UNSET)
        use_case: (
            list[
                CreateComponentBodyUseCaseItemType0
                | CreateComponentBodyUseCaseItemType1
                | CreateComponentBodyUseCaseItemType2
                | CreateComponentBodyUseCaseItemType3
                | CreateComponentBodyUseCaseItemType4
                | CreateComponentBodyUseCaseItemType5
                | CreateComponentBodyUseCaseItemType6
                | CreateComponentBodyUseCaseItemType7
                | CreateComponentBodyUseCaseItemType8
                | CreateComponentBodyUseCaseItemType9
            ]
            | Unset
        ) = UNSET
        if _use_case is not UNSET:
            use_case = []
            for use_case_item_data in _use_case:

                def _parse_use_case_item(
                    data: object,
                ) -> (
                    CreateComponentBodyUseCaseItemType0
                    | CreateComponentBodyUseCaseItemType1
                    | CreateComponentBodyUseCaseItemType2
                    | CreateComponentBodyUseCaseItemType3
                    | CreateComponentBodyUseCaseItemType4
                    | CreateComponentBodyUseCaseItemType5
                    | CreateComponentBodyUseCaseItemType6
                    | CreateComponentBodyUseCaseItemType7
                    | CreateComponentBodyUseCaseItemType8
                    | CreateComponentBodyUseCaseItemType9
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        use_case_item_type_0 = CreateComponentBodyUseCaseItemType0(data)

                        return use_case_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        use_case_item_type_1 = CreateComponentBodyUseCaseItemType1(data)

                        return use_case_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        use_case_item_type_2 = CreateComponentBodyUseCaseItemType2(data)

                        return use_case_item_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        use_case_item_type_3 = CreateComponentBodyUseCaseItemType3(data)

                        return use_case_item_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        use_case_item_type_4 = CreateComponentBodyUseCaseItemType4(data)

                        return use_case_item_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        use_case_item_type_5 = CreateComponentBodyUseCaseItemType5(data)

                        return use_case_item_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        use_case_item_type_6 = CreateComponentBodyUseCaseItemType6(data)

                        return use_case_item_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        use_case_item_type_7 = CreateComponentBodyUseCaseItemType7(data)

                        return use_case_item_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        use_case_item_type_8 = CreateComponentBodyUseCaseItemType8(data)

                        return use_case_item_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    use_case_item_type_9 = CreateComponentBodyUseCaseItemType9(data)

                    return use_case_item_type_9

                use_case_item = _parse_use_case_item(use_case_item_data)

                use_case.append(use_case_item)

        intent = d.pop("intent", UNSET)

        use_when = d.pop("useWhen", UNSET)

        pairs_with = cast(list[str], d.pop("pairsWith", UNSET))

        avoid_with = cast(list[str], d.pop("avoidWith", UNSET))

        _examples = d.pop("examples", UNSET)
        examples: list[CreateComponentBodyExamplesItem] | Unset = UNSET
        if _examples is not UNSET:
            examples = []
            for examples_item_data in _examples:
                examples_item = CreateComponentBodyExamplesItem.from_dict(
                    examples_item_data
                )

                examples.append(examples_item)

        _prop_defaults = d.pop("propDefaults", UNSET)
        prop_defaults: CreateComponentBodyPropDefaults | Unset
        if isinstance(_prop_defaults, Unset):
            prop_defaults = UNSET
        else:
            prop_defaults = CreateComponentBodyPropDefaults.from_dict(_prop_defaults)

        warnings = cast(list[str], d.pop("warnings", UNSET))

        fixed_copy = cast(list[str], d.pop("fixedCopy", UNSET))

        create_component_body = cls(
            id=id,
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
        )

        return create_component_body
