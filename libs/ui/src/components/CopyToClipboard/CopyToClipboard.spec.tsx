import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPY_UNSUPPORTED_TEXT } from '../../utils/clipboard';
import { CopyToClipboard } from './CopyToClipboard';

function mockClipboard(writeText: jest.Mock | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

describe('CopyToClipboard', () => {
  beforeEach(() => {
    document.execCommand = jest.fn().mockReturnValue(false);
  });

  it('copies the text and says Link Copied!', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    render(<CopyToClipboard text="https://example.test/r/1" showText />);
    mockClipboard(writeText);
    expect(screen.getByText('https://example.test/r/1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    expect(writeText).toHaveBeenCalledWith('https://example.test/r/1');
    expect(await screen.findByRole('status')).toHaveTextContent('Link Copied!');
  });

  it('resolves lazy text and reports through notify', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    const notify = jest.fn();
    const onCopied = jest.fn();
    render(
      <CopyToClipboard text={async () => 'permalink'} notify={notify} onCopied={onCopied} successText="Copied!" label="Copy permalink" />,
    );
    mockClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Copy permalink' }));
    expect(writeText).toHaveBeenCalledWith('permalink');
    expect(notify).toHaveBeenCalledWith('success', 'Copied!');
    expect(onCopied).toHaveBeenCalledWith('permalink');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains when the browser cannot copy', async () => {
    const user = userEvent.setup();
    render(<CopyToClipboard text="x" />);
    mockClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COPY_UNSUPPORTED_TEXT);
  });
});
