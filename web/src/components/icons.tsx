/** Small decorative icons (inline SVG, hidden from screen readers). */
export function PaperclipIcon() {
  return (
    <svg className="icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        d="M10.5 4.5 5.4 9.6a1.5 1.5 0 0 0 2.1 2.1l5.3-5.3a3 3 0 0 0-4.2-4.2L3.3 7.5a4.5 4.5 0 0 0 6.4 6.4l4.1-4.1"
      />
    </svg>
  );
}

export function DownloadIcon() {
  return (
    <svg className="icon attachments__download" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" d="M8 2v8m-3.5-3.5L8 10l3.5-3.5M2.5 13.5h11" />
    </svg>
  );
}

/** The red warning sign beside field errors and the deadline notice (spec 2.18). */
export function WarningIcon({ className = '' }: { className?: string }) {
  return (
    <svg className={`icon icon--warning ${className}`.trim()} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 1.2c.4 0 .8.2 1 .6l6.2 11.1c.4.8-.1 1.8-1 1.8H1.8c-.9 0-1.5-1-1-1.8L7 1.8c.2-.4.6-.6 1-.6Zm0 4.3a.8.8 0 0 0-.8.8v3.3a.8.8 0 0 0 1.6 0V6.3a.8.8 0 0 0-.8-.8Zm0 6.1a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8Z" />
    </svg>
  );
}
