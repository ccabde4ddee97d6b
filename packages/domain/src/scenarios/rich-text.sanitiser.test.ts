import { describe, expect, it } from 'vitest';
import { richTextToPlainText, sanitiseRichText, truncateRichText, visibleTextOf } from './rich-text.sanitiser';

describe('rich-text sanitiser', () => {
  it('keeps the allowed tags in any case and drops every attribute', () => {
    expect(sanitiseRichText('<B ID="x">b</B><I>i</I><EM>e</EM><STRONG>s</STRONG><P>p</P><BR/>')).toBe(
      '<b>b</b><i>i</i><em>e</em><strong>s</strong><p>p</p><br />',
    );
    expect(sanitiseRichText('<p style="x" class="y" title="t" onclick="z">x</p>')).toBe('<p>x</p>');
  });

  it('removes scripts with their contents, other tags without their text, and comments', () => {
    expect(sanitiseRichText('a<script>alert(1)</script>b')).toBe('ab');
    expect(sanitiseRichText('<div><span>text</span></div>')).toBe('text');
    expect(sanitiseRichText('<textarea><b>x</b></textarea>ok')).toBe('ok');
    expect(sanitiseRichText('x<!-- <b>hidden</b> -->y')).toBe('xy');
    expect(sanitiseRichText('<math><mi xlink:href="javascript:alert(1)">m</mi></math>')).toBe('m');
  });

  it('reads a lone < as text, as a browser would', () => {
    expect(sanitiseRichText('I <3 sales, 2 < 3')).toBe('I &lt;3 sales, 2 &lt; 3');
  });

  it('is stable: sanitising its own output changes nothing', () => {
    for (const input of ['<b>x</b> < y', '<scr<script>ipt>1</script>', '<p onclick=1>p</p><br>', '&lt;b&gt;']) {
      const once = sanitiseRichText(input);
      expect(sanitiseRichText(once)).toBe(once);
    }
  });

  it('truncates without cutting a tag or an entity in half', () => {
    expect(truncateRichText('abc<strong>d</strong>', 6)).toBe('abc');
    expect(truncateRichText('ab&lt;c', 4)).toBe('ab');
    expect(truncateRichText('short', 10)).toBe('short');
  });

  it('tells the visible text of a fragment', () => {
    expect(visibleTextOf('<b> </b><br>')).toBe('');
    expect(visibleTextOf('<p>Hi</p>')).toBe('Hi');
  });

  it('reads sanitised rich text back as plain text', () => {
    expect(richTextToPlainText(sanitiseRichText('<p>Budget < 5k & <b>growing</b></p><p>Second</p>Line<br>two'))).toBe(
      'Budget < 5k & growing\nSecond\nLine\ntwo',
    );
  });
});
