import DateWidget from '@rjsf/core/lib/components/widgets/DateWidget.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import FileWidget from '@rjsf/core/lib/components/widgets/FileWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import { unsupported } from './unsupported';

/**
 * Stands in for @rjsf/core's default widget registry. A spec form names its widgets from codegen's
 * list (codegen/emit/forms.ts): phone, code, password, amount, number, radio, select, checkbox and
 * textarea are the portal's own (src/shared/forms/widgets, looked up by those names first); text,
 * email, date, hidden and file are rjsf's, kept here. rjsf's others (its own select, radio, checkbox,
 * password and textarea, and the alt-date, colour, range, rating, time, up-down and URL inputs) are
 * never reached by a spec form.
 */
const left = (name: string) =>
  unsupported('UnsupportedWidget', name, "the portal's form chunk leaves out rjsf's widgets that no spec form names", 'widgets.ts');

export default function widgets() {
  return {
    AltDateWidget: left('AltDateWidget'),
    AltDateTimeWidget: left('AltDateTimeWidget'),
    CheckboxWidget: left('CheckboxWidget'),
    CheckboxesWidget: left('CheckboxesWidget'),
    ColorWidget: left('ColorWidget'),
    DateWidget,
    DateTimeWidget: left('DateTimeWidget'),
    EmailWidget,
    FileWidget,
    HiddenWidget,
    PasswordWidget: left('PasswordWidget'),
    RadioWidget: left('RadioWidget'),
    RangeWidget: left('RangeWidget'),
    RatingWidget: left('RatingWidget'),
    SelectWidget: left('SelectWidget'),
    TextWidget,
    TextareaWidget: left('TextareaWidget'),
    TimeWidget: left('TimeWidget'),
    UpDownWidget: left('UpDownWidget'),
    URLWidget: left('URLWidget'),
  };
}
