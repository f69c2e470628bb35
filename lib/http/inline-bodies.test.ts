import { describe, expect, it } from 'vitest';
import { inlineBodies } from './inline-bodies';

describe('inlineBodies', () => {
  it('takes the exact text of inline scripts and styles, leaves out scripts with a src and JSON data', () => {
    const html = [
      '<head><style data-x="1">p{color:red}</style><script src="/_next/a.js" async=""></script></head>',
      '<body><script>self.__next_f.push([1,"a\\u003cb"])</script>',
      '<script type="application/ld+json">{"a":1}</script><SCRIPT nonce="n">\n x() \n</SCRIPT ></body>',
    ].join('');
    expect(inlineBodies(html)).toEqual({ scripts: ['self.__next_f.push([1,"a\\u003cb"])', '\n x() \n'], styles: ['p{color:red}'] });
  });

  it('lists a repeated body once and finds nothing in a page without inline code', () => {
    expect(inlineBodies('<script>a()</script><p>x</p><script>a()</script>').scripts).toEqual(['a()']);
    expect(inlineBodies('<p>no scripts</p>')).toEqual({ scripts: [], styles: [] });
  });
});
