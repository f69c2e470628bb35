// The messages a drill page sends to the browser: lib/i18n/drill-messages.ts (the lessons' messages route reads them
// too, and a route may not import the UI). Example: <NextIntlClientProvider messages={drillMessages(locale)}>.

export { drillMessages } from '@/lib/i18n/drill-messages';
