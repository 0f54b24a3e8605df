//! The languages offered, and the choice of one from what a browser asks for.

use std::fmt;

/// A language the site speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Language {
    /// English, the source of every other catalogue.
    #[default]
    English,
    /// French.
    French,
    /// German.
    German,
    /// Spanish.
    Spanish,
    /// Brazilian Portuguese.
    Portuguese,
    /// Russian.
    Russian,
    /// Simplified Chinese.
    Chinese,
}

impl Language {
    /// Every language, in the order the language menu offers them.
    pub const ALL: [Language; 7] = [
        Language::English,
        Language::French,
        Language::German,
        Language::Spanish,
        Language::Portuguese,
        Language::Russian,
        Language::Chinese,
    ];

    /// Its BCP 47 tag: the page's `lang`, the catalogue's file name, what is stored.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::German => "de",
            Language::Spanish => "es",
            Language::Portuguese => "pt-BR",
            Language::Russian => "ru",
            Language::Chinese => "zh-CN",
        }
    }

    /// Its name in itself, as the language menu shows it (so that a reader finds theirs
    /// whatever the page's language).
    #[must_use]
    pub const fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
            Language::German => "Deutsch",
            Language::Spanish => "Español",
            Language::Portuguese => "Português (Brasil)",
            Language::Russian => "Русский",
            Language::Chinese => "简体中文",
        }
    }

    /// The catalogue's file name (`fr.ftl`).
    #[must_use]
    pub fn file_name(self) -> String {
        format!("{}.ftl", self.code())
    }

    /// The language of tag `code` exactly as [`Language::code`] writes it.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language of one tag a browser may send (`de-AT`, `pt`, `zh-Hans-CN`, `EN_us`), by
    /// its primary subtag; `None` for a language not offered.
    #[must_use]
    pub fn of_tag(tag: &str) -> Option<Language> {
        let primary = tag.trim().split(['-', '_']).next()?;
        let primary = primary.to_ascii_lowercase();
        Some(match primary.as_str() {
            "en" => Language::English,
            "fr" => Language::French,
            "de" => Language::German,
            "es" => Language::Spanish,
            // Every Portuguese reader is better served by Brazilian Portuguese than English.
            "pt" => Language::Portuguese,
            "ru" => Language::Russian,
            "zh" => Language::Chinese,
            _ => return None,
        })
    }

    /// The first language of `wanted` (a browser's list, most wanted first) that the site
    /// speaks; English when none is.
    #[must_use]
    pub fn negotiate<'a>(wanted: impl IntoIterator<Item = &'a str>) -> Language {
        wanted
            .into_iter()
            .find_map(Language::of_tag)
            .unwrap_or_default()
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_back() {
        for language in Language::ALL {
            assert_eq!(Language::from_code(language.code()), Some(language));
            assert_eq!(Language::of_tag(language.code()), Some(language));
        }
        assert_eq!(Language::from_code("pt"), None);
    }

    #[test]
    fn a_browsers_list_is_read_in_order() {
        assert_eq!(
            Language::negotiate(["xx", "pt-PT", "fr"]),
            Language::Portuguese
        );
        assert_eq!(Language::negotiate(["zh-Hans-CN"]), Language::Chinese);
        assert_eq!(Language::negotiate(["EN_us"]), Language::English);
        assert_eq!(Language::negotiate(["", " ", "-"]), Language::English);
        assert_eq!(Language::negotiate([]), Language::English);
    }
}
