/**
 * The NeuroSlice tool: header (ToolHeader.tsx), the chosen tab, the processing overlay, in its own
 * light or dark theme (dark by default) that is also set on the document root for anything outside
 * React. Only the Create tab is in this module's chunk; the rest loads on use or on idle
 * (toolParts.ts).
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { AppThemeProvider } from '../../../design-system';
import { useBlogReady } from '../../blog';
import type { CalendarEvent } from '../engine';
import {
  brainDumpChanged,
  nodeSelected,
  themeChanged,
  viewChanged,
  webhookUrlChanged,
  useNeuroSliceDispatch,
  useNeuroSliceSelector,
  type ToolView,
} from '../neurosliceSlice';
import {
  selectActiveNode,
  selectActiveView,
  selectBrainDump,
  selectModelFailure,
  selectModelReceived,
  selectCanDeepenActiveNode,
  selectStatus,
  selectStatusMessage,
  selectStrategy,
  selectTheme,
  selectWebhookUrl,
} from '../neurosliceSelectors';
import { CreatePanel } from '../panels/CreatePanel';
import type { SavedDraft } from '../panels/SettingsPanel';
import { ToolHeader } from './ToolHeader';
import { tabId, tabPanelId } from './ToolTabs';
import {
  loadDraftProgress,
  loadMapView,
  loadOverlay,
  loadPanels,
  loadThunks,
  prefetchToolParts,
} from './toolParts';

const MapView = lazy(() => loadMapView().then((m) => ({ default: m.MapView })));
const PersonasPanel = lazy(() => loadPanels().then((m) => ({ default: m.PersonasPanel })));
const TrendsPanel = lazy(() => loadPanels().then((m) => ({ default: m.TrendsPanel })));
const CalendarPanel = lazy(() => loadPanels().then((m) => ({ default: m.CalendarPanel })));
const SettingsPanel = lazy(() => loadPanels().then((m) => ({ default: m.SettingsPanel })));
const LanguageModelSettings = lazy(() =>
  loadPanels().then((m) => ({ default: m.LanguageModelSettings })),
);
const ProcessingOverlay = lazy(() => loadOverlay().then((m) => ({ default: m.ProcessingOverlay })));
const DraftProgressDialog = lazy(() =>
  loadDraftProgress().then((m) => ({ default: m.DraftProgressDialog })),
);
import { useCalendarMoves } from './useCalendarMoves';
import { useDocumentTheme } from './useDocumentTheme';
import { entryPostState, useDraftWriter } from './useDraftWriter';
import { useToolActions } from './useToolActions';

/** The Create tab reads the brain dump itself, so a keystroke re-renders only this tab. */
function CreateTab({ busy }: { busy: boolean }) {
  const brainDump = useNeuroSliceSelector(selectBrainDump);
  const modelFailure = useNeuroSliceSelector(selectModelFailure);
  const dispatch = useNeuroSliceDispatch();
  return (
    <CreatePanel
      brainDump={brainDump}
      onBrainDumpChange={(text) => dispatch(brainDumpChanged(text))}
      onTakeSlice={() => void loadThunks().then((t) => dispatch(t.takeSlice()))}
      busy={busy}
      modelFailure={modelFailure}
      onGenerateOffline={() => void loadThunks().then((t) => dispatch(t.generateOffline()))}
    />
  );
}

export function NeuroSliceTool() {
  const status = useNeuroSliceSelector(selectStatus);
  const data = useNeuroSliceSelector(selectStrategy);
  const theme = useNeuroSliceSelector(selectTheme);
  const activeView = useNeuroSliceSelector(selectActiveView);
  const webhookUrl = useNeuroSliceSelector(selectWebhookUrl);
  const canDeepen = useNeuroSliceSelector(selectCanDeepenActiveNode);
  const activeNode = useNeuroSliceSelector(selectActiveNode);
  const dispatch = useNeuroSliceDispatch();
  const blogReady = useBlogReady();
  const { busy, deepening, onDeepen, onDownload, onDownloadIcs, onSend } = useToolActions();
  const [savedDraft, setSavedDraft] = useState<SavedDraft | null>(null);
  const writer = useDraftWriter();
  const { onMoveEvent, onUndoMove } = useCalendarMoves(writer.followMove);
  // One draft job at a time: the buttons wait while drafts are written.
  const [writing, setWriting] = useState(false);
  async function whileWriting<T>(job: () => Promise<T>): Promise<T> {
    setWriting(true);
    try {
      return await job();
    } finally {
      setWriting(false);
    }
  }
  const activeEntry = activeNode && data.calendar.find((e) => e.node.id === activeNode.id);
  const activeEntryPost = activeEntry && writer.postOf(activeEntry);
  const ready = status === 'READY';
  const processing = status === 'PROCESSING';
  useDocumentTheme(theme);
  useEffect(prefetchToolParts, []);

  // While a slice is taken the map shows behind the overlay; a saved view whose tab is disabled falls back to Create.
  const view: ToolView = processing ? 'map' : ready ? activeView : 'create';

  const onSelectNode = useCallback((id: string) => dispatch(nodeSelected(id)), [dispatch]);
  const onChooseEvent = useCallback(
    (event: CalendarEvent) => {
      dispatch(nodeSelected(event.node.id));
      dispatch(viewChanged('map'));
    },
    [dispatch],
  );

  async function onSaveDraft() {
    if (!activeNode) return;
    const id = await whileWriting(() => writer.writeNodeDraft(activeNode));
    if (id) setSavedDraft({ id, title: activeNode.title });
  }

  let panel: React.ReactNode;
  switch (view) {
    case 'create':
      panel = <CreateTab busy={processing} />;
      break;
    case 'map':
      panel = (
        <MapView
          nodes={data.nodes}
          variants={data.variants}
          personas={data.personas}
          activeNode={activeNode}
          onSelectNode={onSelectNode}
          onClosePanel={() => dispatch(nodeSelected(null))}
          onDeepen={(id) => void onDeepen(id)}
          canDeepen={canDeepen}
          deepening={deepening}
          draftAction={
            activeNode
              ? {
                  label: activeEntryPost ? 'Open draft' : 'Write draft',
                  onClick: () =>
                    activeEntry
                      ? void whileWriting(() => writer.writeEntryDraft(activeEntry))
                      : void onSaveDraft(),
                  disabled: !blogReady || writing,
                }
              : undefined
          }
        />
      );
      break;
    case 'personas':
      panel = <PersonasPanel personas={data.personas} />;
      break;
    case 'trends':
      panel = <TrendsPanel trends={data.trends} />;
      break;
    case 'calendar':
      panel = (
        <CalendarPanel
          events={data.calendar}
          onChooseEvent={onChooseEvent}
          onDownloadIcs={() => void onDownloadIcs()}
          downloadingIcs={busy === 'ics'}
          onMoveEvent={onMoveEvent}
          onUndoMove={onUndoMove}
          postStateOf={(event) => {
            const post = writer.postOf(event);
            return post && entryPostState(post);
          }}
          onWriteDraft={(event) => void whileWriting(() => writer.writeEntryDraft(event))}
          onWriteMonthDrafts={(events, month) =>
            void whileWriting(() => writer.writeEntryDrafts(events, month))
          }
          draftsDisabled={!blogReady || writing}
        />
      );
      break;
    case 'settings':
      panel = (
        <SettingsPanel
          hasNodes={data.nodes.length > 0}
          activeNode={activeNode}
          webhookUrl={webhookUrl}
          onWebhookUrlChange={(url) => dispatch(webhookUrlChanged(url))}
          onDownload={() => void onDownload()}
          onSendToWebhook={() => void onSend()}
          onSaveDraft={() => void onSaveDraft()}
          saveDraftDisabled={!blogReady || writing}
          savedDraft={savedDraft}
          theme={theme}
          onThemeChange={(next) => dispatch(themeChanged(next))}
          downloading={busy === 'download'}
          sending={busy === 'webhook'}
          languageModel={<LanguageModelSettings planAuthor={data.writtenBy} />}
        />
      );
      break;
  }

  return (
    <AppThemeProvider mode={theme}>
      {/* While the modal overlay shows, the tool behind it is out of reach of keyboard and pointer. */}
      <Box
        inert={processing}
        data-tool-theme={theme}
        sx={{
          height: '100dvh',
          minHeight: 480,
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
          color: 'text.primary',
        }}
      >
        <ToolHeader view={view} theme={theme} />
        <Box component="main" sx={{ flex: 1, minHeight: 0, position: 'relative' }}>
          <Box
            role="tabpanel"
            id={tabPanelId(view)}
            aria-labelledby={tabId(view)}
            sx={{
              position: 'absolute',
              inset: 0,
              overflowY: view === 'map' ? 'hidden' : 'auto',
              p: view === 'map' ? 0 : { xs: 2, md: 4 },
            }}
          >
            {/* A tab's code is fetched on idle after the first screen; until it is in, the panel stays empty. */}
            <Suspense fallback={null}>{panel}</Suspense>
          </Box>
        </Box>
      </Box>
      {writer.progress && (
        <Suspense fallback={null}>
          <DraftProgressDialog
            progress={writer.progress}
            onCancel={writer.cancelModelDrafts}
            onClose={writer.closeProgress}
            onWriteOutlineInstead={() => void writer.writeOutlineDraftsInstead()}
            onOpenDraft={writer.openDraft}
          />
        </Suspense>
      )}
      {processing && (
        <Suspense fallback={null}>
          <ToolProcessingOverlay
            onSkip={() => void loadThunks().then((t) => dispatch(t.skipAhead()))}
          />
        </Suspense>
      )}
    </AppThemeProvider>
  );
}

/** The overlay reads the status message itself, so each stage re-renders only the overlay. */
function ToolProcessingOverlay({ onSkip }: { onSkip: () => void }) {
  const statusMessage = useNeuroSliceSelector(selectStatusMessage);
  const modelReceived = useNeuroSliceSelector(selectModelReceived);
  return (
    <ProcessingOverlay
      statusMessage={statusMessage}
      onSkip={onSkip}
      modelReceived={modelReceived}
    />
  );
}
