import type { TemplatesType } from '@rjsf/utils';
import { TextInput } from '../widgets/TextInput';
import { ErrorListTemplate, FieldErrorTemplate, FieldHelpTemplate } from './FieldMessages';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { SubmitButtonTemplate } from './SubmitButton';

/** rjsf's templates that draw Bootstrap markup, replaced by plain elements with spec-form__ class names. */
export const templates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & {
  ButtonTemplates: Partial<TemplatesType['ButtonTemplates']>;
} = {
  BaseInputTemplate: TextInput,
  FieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  ErrorListTemplate,
  ObjectFieldTemplate,
  ButtonTemplates: { SubmitButton: SubmitButtonTemplate },
};
