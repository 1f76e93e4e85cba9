/** Calendar tab: a Sun-Sat month grid of the publishing plan; choosing an event opens its node on the map. */
import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventIcon from '@mui/icons-material/Event';
import { Button, EmptyState, HeadingRow } from '../../../design-system';
import { EMPTY_STATES, localDateString, type CalendarEvent } from '../engine';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

interface Month {
  year: number;
  /** 0-11 */
  month: number;
}

function monthOf(date: string | Date): Month {
  if (typeof date === 'string') {
    const [y, m] = date.split('-').map(Number);
    return { year: y, month: m - 1 };
  }
  return { year: date.getFullYear(), month: date.getMonth() };
}

const shiftMonth = ({ year, month }: Month, by: number): Month => {
  const d = new Date(year, month + by, 1);
  return { year: d.getFullYear(), month: d.getMonth() };
};

const monthLabel = ({ year, month }: Month) =>
  new Date(year, month, 1).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

/** The month's days in weeks of seven, Sunday first; null pads the first and last week. */
export function monthWeeks({ year, month }: Month): (Date | null)[][] {
  const first = new Date(year, month, 1);
  const days = new Date(year, month + 1, 0).getDate();
  const cells: (Date | null)[] = Array.from({ length: first.getDay() }, () => null);
  for (let d = 1; d <= days; d += 1) cells.push(new Date(year, month, d));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (Date | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export interface CalendarPanelProps {
  events: readonly CalendarEvent[];
  onChooseEvent: (event: CalendarEvent) => void;
  /** "Download .ics": the calendar as an iCalendar file for Google Calendar, Outlook, Apple Calendar. */
  onDownloadIcs: () => void;
  /** The .ics is being written: the button waits. */
  downloadingIcs?: boolean;
  /** Today's date (injectable so stories stay stable). */
  today?: Date;
}

export function CalendarPanel({
  events,
  onChooseEvent,
  onDownloadIcs,
  downloadingIcs = false,
  today = new Date(),
}: CalendarPanelProps) {
  const headingId = useId();
  const [shown, setShown] = useState<Month>(() => monthOf(events[0]?.date ?? today));
  const byDate = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const e of events) map.set(e.date, [...(map.get(e.date) ?? []), e]);
    return map;
  }, [events]);
  const todayKey = localDateString(today);

  if (events.length === 0) {
    return (
      <>
        <HeadingRow level={2} title="Calendar" />
        <EmptyState title={EMPTY_STATES.calendar} icon={<CalendarMonthIcon />} />
      </>
    );
  }

  return (
    <>
      <HeadingRow
        level={2}
        title="Calendar"
        intro="One asset a day. Choose an entry to open its node on the Neural Map, or download the calendar for Google Calendar, Outlook or Apple Calendar."
      />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
        <Button
          size="icon"
          variant="outline"
          aria-label="Previous month"
          onClick={() => setShown((m) => shiftMonth(m, -1))}
        >
          <ChevronLeftIcon />
        </Button>
        <Typography
          id={headingId}
          component="h3"
          variant="h5"
          aria-live="polite"
          sx={{ minWidth: 180, textAlign: 'center' }}
        >
          {monthLabel(shown)}
        </Typography>
        <Button
          size="icon"
          variant="outline"
          aria-label="Next month"
          onClick={() => setShown((m) => shiftMonth(m, 1))}
        >
          <ChevronRightIcon />
        </Button>
        <Button
          variant="outline"
          startIcon={<EventIcon />}
          onClick={onDownloadIcs}
          disabled={downloadingIcs}
          sx={{ ml: 'auto' }}
        >
          Download .ics
        </Button>
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          aria-labelledby={headingId}
          sx={{
            width: '100%',
            minWidth: 720,
            tableLayout: 'fixed',
            borderCollapse: 'collapse',
            '& th, & td': { border: 1, borderColor: 'divider' },
          }}
        >
          <thead>
            <tr>
              {WEEKDAYS.map(([short, long]) => (
                <Box
                  component="th"
                  scope="col"
                  key={short}
                  sx={{ py: 1, fontWeight: 700, color: 'text.secondary' }}
                >
                  <abbr title={long} style={{ textDecoration: 'none' }}>
                    {short}
                  </abbr>
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(shown).map((week, w) => (
              <tr key={w}>
                {week.map((day, d) => {
                  if (!day) return <Box component="td" key={d} sx={{ bgcolor: 'action.hover' }} />;
                  const key = localDateString(day);
                  const dayEvents = byDate.get(key) ?? [];
                  return (
                    <Box
                      component="td"
                      key={d}
                      data-date={key}
                      sx={{ verticalAlign: 'top', height: 112, p: 0.75 }}
                    >
                      <Typography
                        variant="body2"
                        aria-current={key === todayKey ? 'date' : undefined}
                        sx={[
                          { fontWeight: 700, mb: 0.5 },
                          key === todayKey && { color: 'primary.main' },
                        ]}
                      >
                        {day.getDate()}
                      </Typography>
                      <Stack spacing={0.5}>
                        {dayEvents.map((event) => (
                          <ButtonBase
                            key={event.id}
                            onClick={() => onChooseEvent(event)}
                            sx={{
                              display: 'block',
                              textAlign: 'left',
                              width: '100%',
                              p: 0.75,
                              borderRadius: 1,
                              bgcolor: 'action.selected',
                              '&:hover': { bgcolor: 'action.focus' },
                              '&.Mui-focusVisible': {
                                outline: '3px solid',
                                outlineColor: 'primary.main',
                              },
                            }}
                          >
                            <Typography
                              component="span"
                              variant="caption"
                              sx={{ display: 'block', color: 'primary.main', fontWeight: 700 }}
                            >
                              {event.node.platform}
                            </Typography>
                            <Typography
                              component="span"
                              variant="body2"
                              sx={{
                                display: 'block',
                                overflow: 'hidden',
                                textOverflow: 'ellipsis',
                                whiteSpace: 'nowrap',
                              }}
                            >
                              {event.title}
                            </Typography>
                          </ButtonBase>
                        ))}
                      </Stack>
                    </Box>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </>
  );
}
