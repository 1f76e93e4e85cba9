// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nextTabIndex, TabBar, type TabBarTab } from './TabBar';

type Section = 'create' | 'map' | 'personas' | 'settings';
const tabs = (disabled: Section[] = []): TabBarTab<Section>[] =>
  (['create', 'map', 'personas', 'settings'] as const).map((value) => ({
    value,
    label: value[0].toUpperCase() + value.slice(1),
    id: `tab-${value}`,
    controls: `panel-${value}`,
    disabled: disabled.includes(value),
  }));

function Bar({ disabled = [] as Section[], onChange = (_: Section) => {} }) {
  const [value, setValue] = useState<Section>('create');
  return (
    <TabBar
      label="Sections"
      tabs={tabs(disabled)}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('nextTabIndex', () => {
  it('moves past disabled tabs, wraps at both ends, and Home and End reach the open ends', () => {
    const open = [true, false, true, true];
    expect(nextTabIndex('ArrowRight', 0, open)).toBe(2);
    expect(nextTabIndex('ArrowRight', 3, open)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, open)).toBe(3);
    expect(nextTabIndex('ArrowLeft', 2, open)).toBe(0);
    expect(nextTabIndex('Home', 3, [false, true, true, true])).toBe(1);
    expect(nextTabIndex('End', 0, [true, true, false, false])).toBe(1);
    expect(nextTabIndex('Enter', 0, open)).toBeUndefined();
    expect(nextTabIndex('ArrowRight', 0, [false, false])).toBeUndefined();
  });
});

describe('TabBar', () => {
  it('is a named tab list whose chosen tab alone is in the Tab order and names its panel', () => {
    render(<Bar />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    const create = screen.getByRole('tab', { name: 'Create' });
    expect(create.getAttribute('aria-selected')).toBe('true');
    expect(create.getAttribute('aria-controls')).toBe('panel-create');
    expect(create.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Map' }).tabIndex).toBe(-1);
  });

  it('arrows move the focus only; Enter or a click chooses, and a disabled tab is skipped', () => {
    const onChange = vi.fn();
    render(<Bar disabled={['map']} onChange={onChange} />);
    const create = screen.getByRole('tab', { name: 'Create' });
    create.focus();
    fireEvent.keyDown(create, { key: 'ArrowRight' });
    const personas = screen.getByRole('tab', { name: 'Personas' });
    expect(document.activeElement).toBe(personas);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(personas);
    expect(onChange).toHaveBeenCalledWith('personas');
    expect(personas.getAttribute('aria-selected')).toBe('true');
    expect(personas.tabIndex).toBe(0);
    fireEvent.keyDown(personas, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Settings' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(create);
  });

  it('a click on the chosen tab changes nothing', () => {
    const onChange = vi.fn();
    render(<Bar onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Create' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
