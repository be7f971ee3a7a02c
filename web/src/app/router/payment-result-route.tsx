import { useEffect } from 'react';
import { useReadyMark } from '../../lib/ready';

/** Shown in a frame after a card payment: tells the parent window it succeeded; the page says only OK. */
export function Component() {
  useReadyMark('screen');
  useEffect(() => {
    if (window.parent !== window) window.parent.postMessage({ type: 'payment-result', status: 'success' }, '*');
  }, []);
  return <div>OK</div>;
}
