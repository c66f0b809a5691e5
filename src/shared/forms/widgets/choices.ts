import type { WidgetProps } from '@rjsf/utils';

export interface Choice {
  value: unknown;
  label: string;
}

/**
 * A select's or radio group's options: the schema's enum labelled through `ui:enumNames` (rjsf builds
 * enumOptions from them), or choices given at run time (`ui:options.choices`) for fields whose options come
 * from the API. DOM values are indexes, so numbers (card refill period 0, 1, 2) stay numbers.
 */
export function choicesOf(options: WidgetProps['options']): Choice[] {
  return (options.enumOptions ?? (options.choices as Choice[] | undefined) ?? []) as Choice[];
}

export const indexOf = (choices: Choice[], value: unknown) => choices.findIndex((c) => c.value === value);
