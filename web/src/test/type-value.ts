import { fireEvent } from '@testing-library/react';

/**
 * Types `value` into a text field as a browser does: an `input` event, then `change` (React DOM's `onChange` of a
 * text field answers either, once per new value).
 */
export function typeValue(element: Element, value: string) {
  fireEvent.input(element, { target: { value } });
  fireEvent.change(element);
}
