import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The form's fields in order, without rjsf's fieldset and title around the root object. */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="spec-form__fields">{properties.map((property) => property.content)}</div>;
}
