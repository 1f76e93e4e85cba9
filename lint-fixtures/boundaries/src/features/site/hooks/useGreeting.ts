// Breaks: a hook called conditionally, in a .ts file.
import { useState } from 'react';

export function useGreeting(enabled: boolean) {
  if (enabled) {
    const [greeting] = useState('hello');
    return greeting;
  }
  return '';
}
