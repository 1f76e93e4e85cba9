/**
 * "Search nodes": matches in outline order; the current one is selected, revealed (its folded
 * ancestors open, the level filter rises to it) and centred, so it is drawn in full even on a
 * large plan whose far view draws dots. Enter opens it, Enter again goes to the next.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { revealNode, searchNodes, type MapViewState, type PlanTree } from './mapView';

export interface MapSearch {
  query: string;
  setQuery: (query: string) => void;
  onSearchKeyDown: (event: React.KeyboardEvent) => void;
  searchStatus: string;
}

export function useMapSearch({
  tree,
  initialSearch,
  activeNodeId,
  viewRef,
  changeView,
  select,
  centreOn,
  onOpenNode,
}: {
  tree: PlanTree;
  initialSearch: string;
  activeNodeId: string | null;
  viewRef: React.RefObject<MapViewState>;
  changeView: (view: MapViewState) => void;
  /** Makes a node the map's selection (without opening its panel). */
  select: (id: string) => void;
  centreOn: (id: string) => void;
  onOpenNode: (id: string) => void;
}): MapSearch {
  const [query, setQuery] = useState(initialSearch);
  const matches = useMemo(() => searchNodes(tree, query), [tree, query]);
  const [matchIndex, setMatchIndex] = useState(0);
  const goToMatch = useCallback(
    (index: number) => {
      const id = matches[index];
      if (!id) return;
      setMatchIndex(index);
      select(id);
      changeView(revealNode(tree, viewRef.current, id));
      // Only the view moves: a large plan mounts the node once it is on screen.
      centreOn(id);
    },
    [matches, tree, changeView, centreOn, select, viewRef],
  );
  // Only a new query starts over at the first match (not a plan that grew meanwhile).
  const searchedRef = useRef<string | null>(null);
  useEffect(() => {
    if (searchedRef.current === query) return;
    searchedRef.current = query;
    goToMatch(0);
  }, [query, goToMatch]);
  const onSearchKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter' || matches.length === 0) return;
    event.preventDefault();
    const current = matches[matchIndex];
    if (current && activeNodeId !== current) {
      onOpenNode(current);
      return;
    }
    const next = (matchIndex + 1) % matches.length;
    goToMatch(next);
    onOpenNode(matches[next]);
  };
  const searchStatus = !query.trim()
    ? 'Type part of a node’s title.'
    : matches.length === 0
      ? 'No node has that in its title.'
      : `Match ${matchIndex + 1} of ${matches.length}. Enter opens it, Enter again goes to the next.`;
  return { query, setQuery, onSearchKeyDown, searchStatus };
}
