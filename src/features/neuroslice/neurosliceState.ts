/** The shape of the NeuroSlice tool's state (docs/SPEC.md#strategy-tool-data-generated), apart from the slice so that
 * the modules the slice uses (cross-tab merge) can name it without importing the slice back. */
import type { CalendarMove } from './engine/calendarMoves';
import type { StrategyData } from './engine/types';

type ToolStatus = 'IDLE' | 'PROCESSING' | 'READY';
export type ToolView = 'create' | 'map' | 'personas' | 'trends' | 'calendar' | 'settings';
export type ToolTheme = 'dark' | 'light';

export interface NeuroSliceState {
  status: ToolStatus;
  statusMessage: string;
  brainDump: string;
  data: StrategyData;
  activeView: ToolView;
  activeNodeId: string | null;
  /** The seed of the current plan: the same brain dump and seed give the same plan. */
  seed: number;
  /** When the current plan finished generating (ISO); null while none is complete. */
  plannedAt: string | null;
  theme: ToolTheme;
  webhookUrl: string;
  /**
   * Why the connected language model could not write the last plan (docs/PRODUCT.md#a-real-language-model), while the Create
   * tab offers "Generate offline instead"; null otherwise. Not saved.
   */
  modelFailure: string | null;
  /** Characters of the model's current answer received so far (the overlay's progress); not saved. */
  modelReceived: number | null;
  /** Calendar moves this session, newest last: what Undo and Ctrl+Z take back. Not saved. */
  calendarUndo: CalendarMove[];
}
