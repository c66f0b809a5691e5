/**
 * The visible mark of a required field. Hidden from assistive tech, which hears "required" from the
 * input's required attribute (aria-required on a radio group) instead of "star".
 */
export function RequiredMark() {
  return (
    <span className="spec-form__required" aria-hidden="true">
      {' *'}
    </span>
  );
}
