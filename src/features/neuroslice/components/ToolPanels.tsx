/** The tabs that open after a slice (Personas, Trends, Calendar, Settings), one chunk loaded on first use (toolParts.ts). */
export { PersonasPanel } from '../panels/PersonasPanel';
export { TrendsPanel } from '../panels/TrendsPanel';
export { CalendarPanel } from '../panels/CalendarPanel';
export { SettingsPanel } from '../panels/SettingsPanel';
export { LanguageModelSettings } from '../panels/LanguageModelSettings';
