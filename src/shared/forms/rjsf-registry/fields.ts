import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import LayoutHeaderField from '@rjsf/core/lib/components/fields/LayoutHeaderField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { unsupported } from './unsupported';

/**
 * Stands in for @rjsf/core's default field registry (scripts/lib/rjsf-registry-plugin.ts points its
 * getDefaultRegistry here): the same fields, without those of schema shapes the portal's forms never
 * have — arrays, anyOf/oneOf and layout grids (codegen emits objects of strings, numbers and booleans,
 * with allOf rules and if/then conditions). They were a fifth of the form chunk.
 */
const left = (name: string) =>
  unsupported('UnsupportedField', name, "the portal's form chunk leaves out rjsf's array, anyOf/oneOf and layout-grid fields", 'fields.ts');

export default function fields() {
  return {
    AnyOfField: left('AnyOfField'),
    ArrayField: left('ArrayField'),
    BooleanField,
    CyclicSchemaField,
    FallbackField,
    LayoutGridField: left('LayoutGridField'),
    LayoutHeaderField,
    LayoutMultiSchemaField: left('LayoutMultiSchemaField'),
    NumberField,
    ObjectField,
    OneOfField: left('OneOfField'),
    OptionalDataControlsField,
    SchemaField,
    StringField,
    NullField,
  };
}
