import { RemoveButton } from '@rjsf/core/lib/components/templates/ButtonTemplates/IconButton.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import FallbackFieldTemplate from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
import TitleField from '@rjsf/core/lib/components/templates/TitleField.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import { unsupported } from './unsupported';

/**
 * Stands in for @rjsf/core's default template registry. The templates that draw a field, its input,
 * messages, object and submit button are the portal's own (src/shared/forms/templates), which
 * SpecForm always passes; the array, grid and multi-schema templates (and their icon buttons) belong
 * to fields left out (./fields.ts), the cyclic-schema and optional-data ones to what no spec form has
 * (a recursive $ref, rjsf's optional-data controls), though their fields stay in the registry. rjsf's
 * title, description, fallback and unsupported-field templates stay, and the remove button, which
 * rjsf's file input draws beside a chosen file.
 */
const own = (name: string) =>
  unsupported(
    'UnsupportedTemplate',
    name,
    "the portal draws this with its own template, which SpecForm passes to rjsf's Form",
    'templates.ts',
  );
const left = (name: string) =>
  unsupported(
    'UnsupportedTemplate',
    name,
    "the portal's form chunk leaves out the templates of rjsf's array, grid and multi-schema fields",
    'templates.ts',
  );

export default function templates() {
  return {
    ArrayFieldDescriptionTemplate: left('ArrayFieldDescriptionTemplate'),
    ArrayFieldItemTemplate: left('ArrayFieldItemTemplate'),
    ArrayFieldItemButtonsTemplate: left('ArrayFieldItemButtonsTemplate'),
    ArrayFieldTemplate: left('ArrayFieldTemplate'),
    ArrayFieldTitleTemplate: left('ArrayFieldTitleTemplate'),
    ButtonTemplates: {
      SubmitButton: own('SubmitButton'),
      AddButton: left('AddButton'),
      CopyButton: left('CopyButton'),
      MoveDownButton: left('MoveDownButton'),
      MoveUpButton: left('MoveUpButton'),
      RemoveButton,
      ClearButton: left('ClearButton'),
    },
    BaseInputTemplate: own('BaseInputTemplate'),
    CyclicSchemaExpandTemplate: left('CyclicSchemaExpandTemplate'),
    DescriptionFieldTemplate: DescriptionField,
    ErrorListTemplate: own('ErrorListTemplate'),
    FallbackFieldTemplate,
    FieldTemplate: own('FieldTemplate'),
    FieldErrorTemplate: own('FieldErrorTemplate'),
    FieldHelpTemplate: own('FieldHelpTemplate'),
    GridTemplate: left('GridTemplate'),
    MultiSchemaFieldTemplate: left('MultiSchemaFieldTemplate'),
    ObjectFieldTemplate: own('ObjectFieldTemplate'),
    OptionalDataControlsTemplate: left('OptionalDataControlsTemplate'),
    TitleFieldTemplate: TitleField,
    UnsupportedFieldTemplate: UnsupportedField,
    WrapIfAdditionalTemplate: left('WrapIfAdditionalTemplate'),
  };
}
