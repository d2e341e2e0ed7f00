import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

/**
 * The date picker's texts (section names and placeholders, buttons, the calendar's labels) from
 * our catalogue (app.date_picker), so that they follow the interface language and read as the
 * rest of the app. What a date picker never shows (times, ranges) is left to MUI's defaults.
 * react-admin's translate changes with the language, so the texts are worked out again then.
 */
export function useDatePickerTexts(): Partial<PickersLocaleText> {
  const translate = useTranslate();
  return useMemo(() => {
    const t = (key: string, options?: object) => translate(`app.date_picker.${key}`, options);
    return {
      previousMonth: t('previous_month'),
      nextMonth: t('next_month'),
      openPreviousView: t('open_previous_view'),
      openNextView: t('open_next_view'),
      calendarViewSwitchingButtonAriaLabel: (view) => t(view === 'year' ? 'to_calendar_view' : 'to_year_view'),
      cancelButtonLabel: t('cancel'),
      clearButtonLabel: t('clear'),
      okButtonLabel: t('ok'),
      todayButtonLabel: t('today'),
      nextStepButtonLabel: t('next_step'),
      datePickerToolbarTitle: t('toolbar_title'),
      openDatePickerDialogue: (date) => (date ? t('choose_date_chosen', { date }) : t('choose_date')),
      fieldClearLabel: t('clear_value'),
      dateTableLabel: t('date_table'),
      fieldYearPlaceholder: ({ digitAmount }) => t('year_letter').repeat(digitAmount),
      fieldMonthPlaceholder: ({ contentType }) => t('month_letter').repeat(contentType === 'letter' ? 4 : 2),
      fieldDayPlaceholder: () => t('day_letter').repeat(2),
      year: t('year'),
      month: t('month'),
      day: t('day'),
      weekDay: t('week_day'),
      empty: t('empty'),
    };
  }, [translate]);
}
