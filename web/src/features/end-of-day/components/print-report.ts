import './end-of-day.css';

export type PrintSize = 'a4' | '80mm';

const PAGE = { a4: '@page { size: A4; margin: 12mm; }', '80mm': '@page { size: 80mm auto; margin: 4mm; }' };

/**
 * Prints the report on the page (`.eod-report`) on A4 or an 80 mm receipt roll: the page size is set for this print
 * only and taken off afterwards, so the rest of the portal prints as before.
 */
export const printReport = (size: PrintSize) => {
  const style = document.createElement('style');
  style.textContent = PAGE[size];
  document.head.append(style);
  document.documentElement.dataset.printSize = size;
  const done = () => {
    style.remove();
    delete document.documentElement.dataset.printSize;
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
};
