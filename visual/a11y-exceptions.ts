/**
 * The only place a serious or critical axe violation may be accepted, each with its reason.
 * `story` is a story or docs id from storybook-static/index.json. An exception that no longer
 * matches a violation, or names an entry that no longer exists, fails the run: this list only
 * shrinks by fixing things.
 */
export interface A11yException {
  story: string;
  rule: string;
  reason: string;
}

export const a11yExceptions: A11yException[] = [];
