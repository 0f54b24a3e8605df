//! Checks of the catalogues against English and against the code: what `cargo xtask i18n`
//! lists and the tests require to be empty. A message is named in the code by its id as a
//! string literal (`t("home-play")`); an id the code builds at run time is listed in the
//! catalogue's comment `# dynamic: prefix-` so that its messages do not count as unused.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

use crate::Language;

/// Every message and attribute (`id` or `id.attribute`) of a catalogue, with the variables it
/// uses.
pub type Messages = BTreeMap<String, BTreeSet<String>>;

/// What is wrong with one language's catalogue.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Lines that do not read as Fluent.
    pub syntax: Vec<String>,
    /// Messages of English it lacks.
    pub missing: Vec<String>,
    /// Messages English does not have.
    pub extra: Vec<String>,
    /// Messages whose variables differ from English's: (message, its, English's).
    pub variables: Vec<(String, Vec<String>, Vec<String>)>,
    /// Plural choices lacking one of the language's plural forms: (message, forms lacking).
    pub plurals: Vec<(String, Vec<&'static str>)>,
}

impl Report {
    /// Whether nothing is wrong.
    #[must_use]
    pub fn is_clean(&self) -> bool {
        *self == Report::default()
    }
}

/// The messages of a catalogue's text, and its lines that do not read.
#[must_use]
pub fn messages(text: &str) -> (Messages, Vec<String>) {
    let (resource, errors) = match fluent_syntax::parser::parse(text) {
        Ok(resource) => (resource, Vec::new()),
        Err((resource, errors)) => (resource, errors),
    };
    let mut syntax: Vec<String> = errors
        .iter()
        .map(|e| {
            let line = text[..e.pos.start.min(text.len())].lines().count().max(1);
            format!("line {line}: {:?}", e.kind)
        })
        .collect();
    let mut out = Messages::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let id = message.id.name;
                if let Some(value) = &message.value {
                    insert(&mut out, &mut syntax, id.to_owned(), variables(value));
                }
                for attribute in &message.attributes {
                    let key = format!("{id}.{}", attribute.id.name);
                    insert(&mut out, &mut syntax, key, variables(&attribute.value));
                }
            }
            Entry::Junk { content } => {
                syntax.push(format!("unreadable: {}", content.trim()));
            }
            _ => {}
        }
    }
    (out, syntax)
}

fn insert(out: &mut Messages, syntax: &mut Vec<String>, key: String, vars: BTreeSet<String>) {
    if out.contains_key(&key) {
        syntax.push(format!("{key} is written twice"));
    }
    out.insert(key, vars);
}

/// The variables a pattern uses.
fn variables(pattern: &Pattern<&str>) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    walk(pattern, &mut |e| {
        if let InlineExpression::VariableReference { id } = e {
            found.insert(id.name.to_owned());
        }
    });
    found
}

/// Calls `visit` on every inline expression of `pattern`, selectors and arguments too.
fn walk<'a>(pattern: &'a Pattern<&'a str>, visit: &mut impl FnMut(&'a InlineExpression<&'a str>)) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            walk_expression(expression, visit);
        }
    }
}

fn walk_expression<'a>(
    expression: &'a Expression<&'a str>,
    visit: &mut impl FnMut(&'a InlineExpression<&'a str>),
) {
    match expression {
        Expression::Select { selector, variants } => {
            walk_inline(selector, visit);
            for variant in variants {
                walk(&variant.value, visit);
            }
        }
        Expression::Inline(inline) => walk_inline(inline, visit),
    }
}

fn walk_inline<'a>(
    inline: &'a InlineExpression<&'a str>,
    visit: &mut impl FnMut(&'a InlineExpression<&'a str>),
) {
    visit(inline);
    match inline {
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                walk_inline(argument, visit);
            }
            for named in &arguments.named {
                walk_inline(&named.value, visit);
            }
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, visit),
        _ => {}
    }
}

/// The plural forms `language` distinguishes among whole numbers (every count the site
/// shows is whole), `other` always among them (Fluent's default variant).
#[must_use]
pub fn plural_forms(language: Language) -> BTreeSet<&'static str> {
    let langid: LanguageIdentifier = language.code().parse().unwrap_or_default();
    let mut forms = BTreeSet::from(["other"]);
    if let Ok(rules) = PluralRules::create(langid, PluralRuleType::CARDINAL) {
        for n in (0..=1_000_u64).chain([1_000_000, 2_000_000, 10_000_000]) {
            if let Ok(category) = rules.select(n) {
                forms.insert(category_name(category));
            }
        }
    }
    forms
}

fn category_name(category: PluralCategory) -> &'static str {
    match category {
        PluralCategory::ZERO => "zero",
        PluralCategory::ONE => "one",
        PluralCategory::TWO => "two",
        PluralCategory::FEW => "few",
        PluralCategory::MANY => "many",
        PluralCategory::OTHER => "other",
    }
}

const CATEGORY_NAMES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// The plural choices of a catalogue's text lacking one of `language`'s forms: a choice is a
/// plural one when one of its keys is a plural form's name.
fn plural_gaps(language: Language, text: &str) -> Vec<(String, Vec<&'static str>)> {
    let forms = plural_forms(language);
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(resource) | Err((resource, _)) => resource,
    };
    let mut gaps = Vec::new();
    for entry in &resource.body {
        let Entry::Message(message) = entry else {
            continue;
        };
        let patterns = message
            .value
            .iter()
            .map(|v| (message.id.name.to_owned(), v))
            .chain(
                message
                    .attributes
                    .iter()
                    .map(|a| (format!("{}.{}", message.id.name, a.id.name), &a.value)),
            );
        for (key, pattern) in patterns {
            let mut lacking = BTreeSet::new();
            selects(pattern, &mut |keys| {
                if keys.iter().any(|k| CATEGORY_NAMES.contains(&k.as_str())) {
                    for form in &forms {
                        if !keys.iter().any(|k| k == form) {
                            lacking.insert(*form);
                        }
                    }
                }
            });
            if !lacking.is_empty() {
                gaps.push((key, lacking.into_iter().collect()));
            }
        }
    }
    gaps
}

/// Calls `visit` with the variant keys of every choice in `pattern`.
fn selects(pattern: &Pattern<&str>, visit: &mut impl FnMut(Vec<String>)) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            select_keys(expression, visit);
        }
    }
}

fn select_keys(expression: &Expression<&str>, visit: &mut impl FnMut(Vec<String>)) {
    match expression {
        Expression::Select { variants, .. } => {
            visit(
                variants
                    .iter()
                    .map(|v| match &v.key {
                        VariantKey::Identifier { name } => (*name).to_owned(),
                        VariantKey::NumberLiteral { value } => (*value).to_owned(),
                    })
                    .collect(),
            );
            for variant in variants {
                selects(&variant.value, visit);
            }
        }
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            select_keys(expression, visit);
        }
        Expression::Inline(_) => {}
    }
}

/// Checks `language`'s catalogue `text` against English's.
#[must_use]
pub fn audit(language: Language, text: &str, english: &Messages) -> Report {
    let (messages, syntax) = messages(text);
    let mut report = Report {
        syntax,
        plurals: plural_gaps(language, text),
        ..Report::default()
    };
    for (key, vars) in english {
        match messages.get(key) {
            None => report.missing.push(key.clone()),
            Some(theirs) if theirs != vars => report.variables.push((
                key.clone(),
                theirs.iter().cloned().collect(),
                vars.iter().cloned().collect(),
            )),
            Some(_) => {}
        }
    }
    report.extra = messages
        .keys()
        .filter(|k| !english.contains_key(*k))
        .cloned()
        .collect();
    report
}

/// The ids the catalogue's `# dynamic: prefix-` comments declare built at run time.
#[must_use]
pub fn dynamic_prefixes(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.trim().strip_prefix("# dynamic:"))
        .flat_map(|rest| rest.split_whitespace().map(str::to_owned))
        .collect()
}

/// The messages of `english` (ids, attributes aside) that no source names: neither as a
/// string literal `"id"` in `sources` nor under a dynamic prefix.
#[must_use]
pub fn unused(english: &Messages, dynamic: &[String], sources: &[String]) -> Vec<String> {
    ids(english)
        .into_iter()
        .filter(|id| !dynamic.iter().any(|p| id.starts_with(p.as_str())))
        .filter(|id| {
            // As Rust writes a string, or as the page's scripts do.
            let (double, single) = (format!("\"{id}\""), format!("'{id}'"));
            !sources
                .iter()
                .any(|s| s.contains(&double) || s.contains(&single))
        })
        .map(str::to_owned)
        .collect()
}

/// The ids the code asks for by name (`t("id")`, `tf("id", ..)`, `ta("id", ..)`) in a
/// source's `text`: (line, id).
fn calls(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    for call in ["t(", "tf(", "ta("] {
        for (at, _) in text.match_indices(call) {
            // `t(` only as a whole word (not `print(`, `sort(`).
            let before = text[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            // The id may be on the next line (rustfmt breaks long calls).
            let Some(rest) = text[at + call.len()..].trim_start().strip_prefix('"') else {
                continue;
            };
            let Some(end) = rest.find('"') else { continue };
            out.push((text[..at].matches('\n').count() + 1, &rest[..end]));
        }
    }
    out
}

/// The ids of `messages`, attributes aside.
fn ids(messages: &Messages) -> BTreeSet<&str> {
    messages
        .keys()
        .map(|k| k.split('.').next().unwrap_or(k))
        .collect()
}

/// The ids the code asks for (`t("id")`, `tf("id", ..)`, `ta("id", ..)`) that English lacks:
/// (where, id).
#[must_use]
pub fn undefined(english: &Messages, sources: &[(String, String)]) -> Vec<(String, String)> {
    let ids = ids(english);
    let mut out = Vec::new();
    for (path, text) in sources {
        for (line, id) in calls(text) {
            if !ids.contains(id) {
                out.push((format!("{path}:{line}"), id.to_owned()));
            }
        }
    }
    out
}

/// The ids the code asks for that the page may not have when it asks: defined in a part of
/// the catalogue (`parts`: each part's English messages) other than [`crate::CORE`] and the
/// source's own ([`crate::part_of_source`]), which its page does not fetch: (where, id, part).
#[must_use]
pub fn outside_part(
    parts: &[(&str, Messages)],
    sources: &[(String, String)],
) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for (path, text) in sources {
        let own = crate::part_of_source(path);
        for (line, id) in calls(text) {
            let part = parts
                .iter()
                .find(|(_, messages)| ids(messages).contains(id))
                .map(|(part, _)| *part);
            if let Some(part) = part
                && part != crate::CORE
                && part != own
            {
                out.push((format!("{path}:{line}"), id.to_owned(), part.to_owned()));
            }
        }
    }
    out
}

/// The ids defined in more than one part of a catalogue: a page with both would take one.
#[must_use]
pub fn in_two_parts(parts: &[(&str, Messages)]) -> Vec<String> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for (_, messages) in parts {
        for id in ids(messages) {
            if !seen.insert(id) {
                out.push(id.to_owned());
            }
        }
    }
    out
}

/// How many texts for people a Rust source still writes itself: string literals that read as
/// words (a capital and small letters, or words with spaces), outside comments, attributes,
/// logs and panics. A guide for moving texts into the catalogues, not a proof.
#[must_use]
pub fn texts_in_code(text: &str) -> usize {
    // Lines that are not for people.
    const SKIPPED: [&str; 11] = [
        "//",
        "#[",
        "warn!",
        "log!",
        "error!",
        "debug!",
        "info!",
        "panic!",
        "unreachable!",
        "assert",
        ".expect(",
    ];
    // Attributes whose values are not for people.
    const CODE_ATTRIBUTES: [&str; 13] = [
        "class=",
        "id=",
        "type=",
        "role=",
        "for=",
        "name=",
        "autocomplete=",
        "inputmode=",
        "href=",
        "lang=",
        "value=",
        "pattern=",
        "method=",
    ];
    let mut count = 0;
    for line in text.lines() {
        if SKIPPED.iter().any(|p| {
            line.trim_start().starts_with(p) || line.contains(p) && p.ends_with(['!', '('])
        }) {
            continue;
        }
        let mut rest = line;
        while let Some(start) = rest.find('"') {
            let before = &rest[..start];
            let after = &rest[start + 1..];
            let Some(end) = after.find('"') else { break };
            let literal = &after[..end];
            rest = &after[end + 1..];
            if CODE_ATTRIBUTES.iter().any(|a| before.ends_with(a)) {
                continue;
            }
            let words = literal.split_whitespace().count();
            let letters = literal.chars().filter(|c| c.is_alphabetic()).count();
            let mut chars = literal.chars();
            let capitalised = chars.next().is_some_and(char::is_uppercase)
                && chars.next().is_some_and(char::is_lowercase);
            let code_like = literal.contains(['{', '}', '/', '_', '=', '#', '<', '>', '\\'])
                || (literal
                    .chars()
                    .all(|c| !c.is_alphabetic() || c.is_lowercase())
                    && words < 2);
            if letters >= 2 && (words >= 2 || capitalised) && !code_like {
                count += 1;
            }
        }
    }
    count
}

/// The sources that name messages: every `.rs` file under `crates/*/src` of the workspace at
/// `root` but this crate's (whose examples name made-up ids), and the page's scripts (`.js`
/// under `crates/*/static` and `crates/*/js`), as (path from `root`, text).
///
/// # Errors
/// When a folder or file cannot be read.
pub fn workspace_sources(root: &std::path::Path) -> std::io::Result<Vec<(String, String)>> {
    fn walk(
        dir: &std::path::Path,
        root: &std::path::Path,
        out: &mut Vec<(String, String)>,
    ) -> std::io::Result<()> {
        let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
        entries.sort_by_key(std::fs::DirEntry::path);
        for entry in entries {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, root, out)?;
            } else if path.extension().is_some_and(|e| e == "rs" || e == "js") {
                let name = path
                    .strip_prefix(root)
                    .unwrap_or(&path)
                    .display()
                    .to_string();
                out.push((name, std::fs::read_to_string(&path)?));
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    let mut crates: Vec<_> = std::fs::read_dir(root.join("crates"))?.collect::<Result<_, _>>()?;
    crates.sort_by_key(std::fs::DirEntry::path);
    for krate in crates {
        if krate.file_name() == "i18n" {
            continue;
        }
        for folder in ["src", "static", "js"] {
            let dir = krate.path().join(folder);
            if dir.is_dir() {
                walk(&dir, root, &mut out)?;
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variables_and_plural_forms_are_found() {
        let en = "moves = { $n ->\n [one] one move\n *[other] { $n } moves\n}\nhi = Hi { $name }\n";
        let (english, syntax) = messages(en);
        assert!(syntax.is_empty());
        assert_eq!(english["moves"], BTreeSet::from(["n".to_owned()]));
        let ru =
            "moves = { $n ->\n [one] {$n} ход\n *[other] {$n} ходов\n}\nhi = Привет\nbye = Пока\n";
        let report = audit(Language::Russian, ru, &english);
        assert_eq!(
            report.plurals,
            vec![("moves".to_owned(), vec!["few", "many"])]
        );
        assert_eq!(report.variables.len(), 1);
        assert_eq!(report.extra, vec!["bye".to_owned()]);
        assert!(audit(Language::English, en, &english).is_clean());
    }

    #[test]
    fn plural_forms_follow_cldr() {
        assert_eq!(plural_forms(Language::Chinese), BTreeSet::from(["other"]));
        assert_eq!(
            plural_forms(Language::German),
            BTreeSet::from(["one", "other"])
        );
        assert!(
            plural_forms(Language::Russian).is_superset(&BTreeSet::from(["one", "few", "many"]))
        );
    }

    #[test]
    fn texts_written_in_code_are_counted() {
        let code = "view! { <p>\"Your move\"</p> <b class=\"big red\">\"OK\"</b> }\n\
                    <button aria-label=\"Close\">\n\
                    // \"A comment\"\nlet id = \"home-play\"; t(\"home-play\");\n\
                    warn!(\"Not for people\");";
        // "Your move" and "Close".
        assert_eq!(texts_in_code(code), 2);
    }

    #[test]
    fn unused_and_undefined_ids_are_listed() {
        let (english, _) = messages("a = A\nb = B\nrefusal-x = X\n");
        let sources = vec![(
            "x.rs".to_owned(),
            "t(\"a\"); tf(\"c\", &[]); sort(\"b\");\nta(\n    \"d\",\n)".to_owned(),
        )];
        let texts: Vec<String> = sources.iter().map(|(_, t)| t.clone()).collect();
        assert_eq!(
            unused(&english, &["refusal-".to_owned()], &texts),
            Vec::<String>::new()
        );
        // Also an id on the line after its call (as rustfmt breaks long calls).
        assert_eq!(
            undefined(&english, &sources),
            vec![
                ("x.rs:1".to_owned(), "c".to_owned()),
                ("x.rs:2".to_owned(), "d".to_owned())
            ]
        );
        let texts = vec!["t(\"a\")".to_owned()];
        assert_eq!(
            unused(&english, &[], &texts),
            vec!["b".to_owned(), "refusal-x".to_owned()]
        );
    }
}
