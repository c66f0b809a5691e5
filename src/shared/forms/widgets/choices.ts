import type { WidgetProps } from '@rjsf/utils';

export interface Choice {
  value: unknown;
  label: string;
}

/**
 * A select's or radio group's options: choices given at run time (`ui:options.choices`) for fields whose
 * options come from the API or are narrowed by it (a payment method switched off, the API's names of the
 * spec's values), else the schema's enum labelled through `ui:enumNames` (rjsf builds enumOptions from
 * them). DOM values are indexes, so numbers (card refill period 0, 1, 2) stay numbers.
 */
export function choicesOf(options: WidgetProps['options']): Choice[] {
  return ((options.choices as Choice[] | undefined) ?? options.enumOptions ?? []) as Choice[];
}

export const indexOf = (choices: Choice[], value: unknown) => choices.findIndex((c) => c.value === value);
