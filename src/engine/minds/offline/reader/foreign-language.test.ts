// A decision written in another language is refused by naming the language, so the user knows to
// write it in English (or configure a language-model board), not told it is letters without words.
import { describe, expect, it } from 'vitest';
import { foreignLanguage } from './gate.ts';

describe('the language a decision is written in', () => {
  it.each([
    [
      'Có nên ký hợp đồng thuê xưởng 3 năm ở Đà Nẵng không? Chúng tôi là một công ty may mặc với 120 công nhân và doanh thu của năm ngoái tăng.',
      'Vietnamese',
    ],
    [
      'Chúng tôi có nên tuyển một giám đốc tài chính trong năm nay không? Đây là quyết định quan trọng cho các nhà đầu tư.',
      'Vietnamese',
    ],
    ['Borde vi öppna ett kontor i Oslo? Vi har 40 anställda och det är inte billigt för oss.', 'Swedish'],
  ])('%s', (text, language) => {
    expect(foreignLanguage(text)).toBe(language);
  });

  it('an English decision that names a Vietnamese city is English', () => {
    expect(
      foreignLanguage(
        'Should we open a second factory in Bình Dương? We have 350 workers and orders from Europe are up.',
      ),
    ).toBeNull();
  });
});
