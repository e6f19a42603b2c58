//! Reading the text: comments and literals blanked, tokens, the unit tests left out.

/// `text` with comments, string and character literals blanked: each of
/// their characters becomes a space, newlines stay, so lines keep their
/// numbers. Lifetimes and labels are kept.
pub(super) fn strip(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let n = c.len();
    let mut out = String::with_capacity(text.len());
    let blank = |out: &mut String, ch: char| out.push(if ch == '\n' { '\n' } else { ' ' });
    let mut i = 0;
    while i < n {
        let after_ident = i > 0 && is_ident_char(c[i - 1]);
        match c[i] {
            '/' if c.get(i + 1) == Some(&'/') => {
                while i < n && c[i] != '\n' {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
            '/' if c.get(i + 1) == Some(&'*') => {
                let mut depth = 0;
                while i < n {
                    if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                        depth += 1;
                        out.push_str("  ");
                        i += 2;
                    } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                        depth -= 1;
                        out.push_str("  ");
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        blank(&mut out, c[i]);
                        i += 1;
                    }
                }
            }
            '"' => {
                blank(&mut out, '"');
                i += 1;
                while i < n {
                    if c[i] == '\\' {
                        blank(&mut out, c[i]);
                        if let Some(&next) = c.get(i + 1) {
                            blank(&mut out, next);
                        }
                        i += 2;
                        continue;
                    }
                    blank(&mut out, c[i]);
                    i += 1;
                    if c[i - 1] == '"' {
                        break;
                    }
                }
            }
            'r' | 'b' | 'c' if !after_ident => {
                // Raw strings r"…", r#"…"#, br"…", cr"…"; b"…", c"…" and b'…'
                // are blanked as plain literals from their quote on.
                let j = if c[i] != 'r' && c.get(i + 1) == Some(&'r') { i + 1 } else { i };
                let hashes = c[j + 1..].iter().take_while(|&&h| h == '#').count();
                if c[j] == 'r' && c.get(j + 1 + hashes) == Some(&'"') {
                    let mut k = j + 1 + hashes + 1;
                    let closes = |k: usize| {
                        c[k] == '"'
                            && c.get(k + 1..k + 1 + hashes)
                                .is_some_and(|h| h.iter().all(|&h| h == '#'))
                    };
                    while k < n && !closes(k) {
                        k += 1;
                    }
                    let end = (k + 1 + hashes).min(n);
                    for &ch in &c[i..end] {
                        blank(&mut out, ch);
                    }
                    i = end;
                } else if c[i] != 'r' && matches!(c.get(i + 1), Some('"' | '\'')) {
                    out.push(' ');
                    i += 1;
                } else {
                    out.push(c[i]);
                    i += 1;
                }
            }
            '\'' => {
                if c.get(i + 1) == Some(&'\\') {
                    // '\n', '\'', '\u{e9}': to the closing quote after the escaped character.
                    let mut k = (i + 3).min(n);
                    while k < n && c[k] != '\'' {
                        k += 1;
                    }
                    let end = (k + 1).min(n);
                    for &ch in &c[i..end] {
                        blank(&mut out, ch);
                    }
                    i = end;
                } else if c.get(i + 2) == Some(&'\'') {
                    out.push_str("   ");
                    i += 3;
                } else {
                    out.push('\''); // a lifetime or a label
                    i += 1;
                }
            }
            ch => {
                out.push(ch);
                i += 1;
            }
        }
    }
    out
}

pub(super) fn is_ident_char(ch: char) -> bool {
    ch.is_alphanumeric() || ch == '_'
}

/// A token of code: an identifier (`raw` for `r#name`, written without
/// `r#`), a lifetime, a number, `::` or one other character.
#[derive(Debug, Clone)]
pub(super) struct Token {
    pub(super) text: String,
    pub(super) line: usize,
    pub(super) raw: bool,
}

impl Token {
    /// Whether this is the keyword or punctuation `word`.
    pub(super) fn is(&self, word: &str) -> bool {
        !self.raw && self.text == word
    }

    pub(super) fn is_ident(&self) -> bool {
        self.text.starts_with(|ch: char| ch.is_alphabetic() || ch == '_')
    }
}

/// The tokens of code already stripped of comments and literals.
pub(super) fn tokenize(code: &str) -> Vec<Token> {
    let c: Vec<char> = code.chars().collect();
    let mut tokens = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < c.len() {
        let ch = c[i];
        let start = i;
        let mut raw = false;
        if ch == '\n' {
            line += 1;
            i += 1;
            continue;
        } else if ch.is_whitespace() {
            i += 1;
            continue;
        } else if ch == 'r'
            && c.get(i + 1) == Some(&'#')
            && c.get(i + 2).is_some_and(|&d| is_ident_char(d))
        {
            raw = true;
            i += 2;
            while i < c.len() && is_ident_char(c[i]) {
                i += 1;
            }
        } else if is_ident_char(ch) {
            while i < c.len() && is_ident_char(c[i]) {
                i += 1;
            }
        } else if ch == '\'' {
            i += 1;
            while i < c.len() && is_ident_char(c[i]) {
                i += 1;
            }
        } else if ch == ':' && c.get(i + 1) == Some(&':') {
            i += 2;
        } else {
            i += 1;
        }
        let text: String = c[start..i].iter().collect();
        let text = if raw { text[2..].to_string() } else { text };
        tokens.push(Token { text, line, raw });
    }
    tokens
}

/// `tokens` without the items under `#[cfg(test)]` (the unit tests).
pub(super) fn without_tests(tokens: Vec<Token>) -> Vec<Token> {
    let is_cfg_test = |t: &[Token]| {
        t.len() >= 7 && ["#", "[", "cfg", "(", "test", ")", "]"].iter().zip(t).all(|(w, t)| t.is(w))
    };
    let mut kept = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        if !is_cfg_test(&tokens[i..]) {
            kept.push(tokens[i].clone());
            i += 1;
            continue;
        }
        // Skip the attribute, any further ones, then the item: to its `;`,
        // or to the brace closing its body.
        i += 7;
        while i + 1 < tokens.len() && tokens[i].is("#") && tokens[i + 1].is("[") {
            i = closing(&tokens, i + 1) + 1;
        }
        let mut depth = 0usize;
        while i < tokens.len() {
            let t = &tokens[i];
            i += 1;
            if t.is("(") || t.is("[") || t.is("{") {
                depth += 1;
            } else if t.is(")") || t.is("]") || t.is("}") {
                depth = depth.saturating_sub(1);
                if depth == 0 && t.is("}") {
                    break;
                }
            } else if depth == 0 && t.is(";") {
                break;
            }
        }
    }
    kept
}

/// The index of the bracket closing the one at `open`.
pub(super) fn closing(tokens: &[Token], open: usize) -> usize {
    let mut depth = 0usize;
    for (k, t) in tokens.iter().enumerate().skip(open) {
        if t.is("(") || t.is("[") || t.is("{") {
            depth += 1;
        } else if t.is(")") || t.is("]") || t.is("}") {
            depth -= 1;
            if depth == 0 {
                return k;
            }
        }
    }
    tokens.len() - 1
}
