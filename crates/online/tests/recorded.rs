//! Messages recorded from the version before the protocol's types were typed (game ids,
//! end reasons, variants): every kind the page and the server send each other, and the HTTP
//! API's bodies. A page kept by the service worker (or a server not yet updated) speaks
//! exactly this, so each must still read, and be written back byte for byte the same.

use std::collections::BTreeSet;

use serde::Serialize;
use serde::de::DeserializeOwned;
use skillgames_online::http::{MyGames, Profile};
use skillgames_online::{ClientMessage, GameView, LobbyGame, ServerMessage, parse_client};

const RECORDED: &str = include_str!("recorded_messages.txt");

/// The recorded lines of `kind` (`C`, `S` or `H`), without comments.
fn lines(kind: &str) -> impl Iterator<Item = &'static str> {
    RECORDED
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .filter_map(move |line| line.strip_prefix(kind)?.strip_prefix(' '))
}

/// The tag `t` of a message's JSON.
fn tag(text: &str) -> String {
    let value: serde_json::Value = serde_json::from_str(text).unwrap();
    value["t"].as_str().unwrap().to_owned()
}

fn same_again<T: Serialize + DeserializeOwned>(text: &str) {
    let value: T = serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"));
    assert_eq!(serde_json::to_string(&value).unwrap(), text);
}

#[test]
fn every_recorded_page_message_reads_and_is_written_the_same() {
    let mut kinds = BTreeSet::new();
    for text in lines("C") {
        let message: ClientMessage = parse_client(text).unwrap_or_else(|e| panic!("{e}: {text}"));
        assert_eq!(message.to_json(), text);
        kinds.insert(tag(text));
    }
    // Every kind of ClientMessage is recorded.
    assert_eq!(kinds.len(), 13, "{kinds:?}");
}

#[test]
fn every_recorded_server_message_reads_and_is_written_the_same() {
    let mut kinds = BTreeSet::new();
    for text in lines("S") {
        let message: ServerMessage =
            serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"));
        assert_eq!(message.to_json(), text);
        kinds.insert(tag(text));
    }
    // Every kind of ServerMessage is recorded.
    assert_eq!(kinds.len(), 9, "{kinds:?}");
}

#[test]
fn the_recorded_api_bodies_read_and_are_written_the_same() {
    let mut read = 0;
    for line in lines("H") {
        let (body, text) = line.split_once(' ').unwrap();
        match body {
            "profile" => same_again::<Profile>(text),
            "my_games" => same_again::<MyGames>(text),
            "live" => same_again::<Vec<LobbyGame>>(text),
            "game" => same_again::<GameView>(text),
            other => panic!("an unknown body {other}"),
        }
        read += 1;
    }
    assert_eq!(read, 4);
}
