//! A language's messages, formatted with their variables and plural rules.

use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};
use thiserror::Error;
use unic_langid::LanguageIdentifier;

use crate::{Arg, ENGLISH, Language, Message};

/// Why a catalogue's text was not taken.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum CatalogueError {
    /// The text is not Fluent: each problem with its place.
    #[error("the catalogue of {language} does not read: {problems}")]
    Syntax {
        /// Whose catalogue.
        language: Language,
        /// What is wrong, where.
        problems: String,
    },
    /// A message is written twice.
    #[error("the catalogue of {language} writes a message twice: {problems}")]
    Duplicate {
        /// Whose catalogue.
        language: Language,
        /// Which.
        problems: String,
    },
}

/// One language's messages, with English beneath for a message it lacks (the tests and
/// `skillgames i18n` keep every catalogue complete; this only keeps a page readable if one
/// is not).
pub struct Catalogue {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    fallback: Option<Box<Catalogue>>,
}

impl Catalogue {
    /// The catalogue of `language` from its Fluent text, alone.
    ///
    /// # Errors
    /// [`CatalogueError::Syntax`] or [`CatalogueError::Duplicate`].
    pub fn parse(language: Language, text: &str) -> Result<Catalogue, CatalogueError> {
        let resource = FluentResource::try_new(text.to_owned()).map_err(|(_, errors)| {
            CatalogueError::Syntax {
                language,
                problems: errors
                    .iter()
                    .map(|e| format!("{:?} at {:?}", e.kind, e.pos))
                    .collect::<Vec<_>>()
                    .join("; "),
            }
        })?;
        let langid: LanguageIdentifier = language
            .code()
            .parse()
            .unwrap_or_else(|_| LanguageIdentifier::default());
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        // The isolation marks are for right-to-left scripts, which no catalogue has: they
        // would only stand between a name and the words around it.
        bundle.set_use_isolating(false);
        bundle
            .add_resource(resource)
            .map_err(|errors| CatalogueError::Duplicate {
                language,
                problems: errors
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join("; "),
            })?;
        Ok(Catalogue {
            language,
            bundle,
            fallback: None,
        })
    }

    /// The English catalogue.
    ///
    /// # Panics
    /// Never: its text is checked by this crate's tests.
    #[must_use]
    pub fn english() -> Catalogue {
        Catalogue::parse(Language::English, ENGLISH).expect("the English catalogue reads")
    }

    /// The catalogue of `language` from its text, with English beneath.
    ///
    /// # Errors
    /// As [`Catalogue::parse`].
    pub fn with_english(language: Language, text: &str) -> Result<Catalogue, CatalogueError> {
        if language == Language::English {
            return Ok(Catalogue::english());
        }
        let mut catalogue = Catalogue::parse(language, text)?;
        catalogue.fallback = Some(Box::new(Catalogue::english()));
        Ok(catalogue)
    }

    /// The catalogue of `language`, built in, with English beneath.
    #[must_use]
    pub fn of(language: Language) -> Catalogue {
        Catalogue::with_english(language, crate::source(language))
            .unwrap_or_else(|_| Catalogue::english())
    }

    /// The catalogue of `language`, built in, read once for the whole program (a server
    /// words every letter and push with these).
    #[must_use]
    pub fn shared(language: Language) -> &'static Catalogue {
        static READ: [std::sync::OnceLock<Catalogue>; Language::ALL.len()] =
            [const { std::sync::OnceLock::new() }; Language::ALL.len()];
        let at = Language::ALL
            .iter()
            .position(|l| *l == language)
            .unwrap_or_default();
        READ[at].get_or_init(|| Catalogue::of(language))
    }

    /// Whether it (or English beneath it) has message `id`.
    #[must_use]
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id) || self.fallback.as_ref().is_some_and(|f| f.has(id))
    }

    /// Its language.
    #[must_use]
    pub fn language(&self) -> Language {
        self.language
    }

    /// Message `id`, which has no variables.
    #[must_use]
    pub fn text(&self, id: &str) -> String {
        self.format(id, &[])
    }

    /// `message`, worded (its values that are messages worded first).
    #[must_use]
    pub fn say(&self, message: &Message) -> String {
        self.format(&message.id, &message.args)
    }

    /// Message `id` with its variables. A message missing everywhere is shown as its id
    /// (never an empty space a reader cannot report).
    #[must_use]
    pub fn format(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.attribute(id, None, args)
    }

    /// Attribute `name` of message `id` (`id.name` in the catalogue), or its value when
    /// `name` is `None`.
    #[must_use]
    pub fn attribute(&self, id: &str, name: Option<&str>, args: &[(&str, Arg)]) -> String {
        let pattern = self.bundle.get_message(id).and_then(|m| match name {
            Some(name) => m.get_attribute(name).map(|a| a.value()),
            None => m.value(),
        });
        let Some(pattern) = pattern else {
            return match &self.fallback {
                Some(english) => english.attribute(id, name, args),
                None => id.to_owned(),
            };
        };
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (key, value) in args {
            let value = match value {
                Arg::Text(text) => FluentValue::from(text.as_str()),
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Words(message) => FluentValue::from(self.say(message)),
            };
            fluent_args.set(*key, value);
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors);
        text.into_owned()
    }
}
