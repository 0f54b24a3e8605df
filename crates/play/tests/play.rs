//! The game record format and the links, through the public interface, on a real game.
use skillgames_play::Catalogue;
use skillgames_play::GameInfo;
use skillgames_play::link::{GameLink, LinkError, LinkKind};
use skillgames_play::transcript::{MAX_RECORD_LEN, ReadError, Side, Transcript, read, write};

static GAMES: Catalogue = Catalogue::new(&[&skillgames_amazons::GAME]);

#[test]
fn links_round_trip_with_a_start_position() {
    let variant = GAMES.variant("amazons", Some("6")).unwrap();
    let start = "1B2B1/B4B/1W4/6/W4W/1X2W1 b 1 1".to_owned();
    let link = GameLink::new(
        LinkKind::Turn,
        variant,
        Some(start.clone()),
        vec!["b6-b5/b6".into()],
    );
    let href = link.href();
    assert_eq!(
        href,
        "#/turn/amazons/6?start=1B2B1/B4B/1W4/6/W4W/1X2W1%20b%201%201&moves=b6-b5/b6"
    );
    let query = href.split_once('?').unwrap().1;
    assert_eq!(
        GameLink::parse("turn", "amazons", "6", query, &GAMES),
        Ok(link.clone())
    );
    assert_eq!(GameLink::from_fragment(&href, &GAMES), Some(Ok(link)));
}

#[test]
fn malformed_and_hostile_links_are_refused_in_plain_words() {
    let long = "moves=".to_owned() + &"b1-b4/b1,".repeat(3000);
    assert_eq!(
        GameLink::parse("view", "amazons", "6", &long, &GAMES),
        Err(LinkError::TooLong)
    );
    assert_eq!(
        GameLink::parse("edit", "amazons", "6", "", &GAMES),
        Err(LinkError::UnknownKind)
    );
    assert_eq!(
        GameLink::parse("view", "chess", "8", "", &GAMES),
        Err(LinkError::UnknownGame)
    );
    assert_eq!(
        GameLink::parse("view", "amazons", "7", "", &GAMES),
        Err(LinkError::UnknownGame)
    );
    assert_eq!(
        GameLink::parse("view", "amazons", "-1", "", &GAMES),
        Err(LinkError::UnknownGame)
    );
    assert_eq!(
        GameLink::parse("view", "amazons", "6", "start=%3Cscript%3E", &GAMES),
        Err(LinkError::BadPosition)
    );
    assert_eq!(
        GameLink::parse("view", "amazons", "6", "moves=b1-b4/b1,b1-b4/b1", &GAMES),
        Err(LinkError::IllegalMove { number: 2 })
    );
    assert_eq!(
        GameLink::parse("view", "amazons", "6", "moves=%FF%FE", &GAMES),
        Err(LinkError::IllegalMove { number: 1 })
    );
    assert_eq!(
        GameLink::parse("turn", "amazons", "6", "", &GAMES),
        Err(LinkError::NoMove)
    );
    // A position alone is a fine thing to look at.
    assert!(
        GameLink::parse(
            "view",
            "amazons",
            "6",
            "start=1B2B1/B4B/1W4/6/W4W/1X2W1%20b%201%201",
            &GAMES
        )
        .is_ok()
    );
}

#[test]
fn whole_fragments_name_what_is_wrong_even_for_an_unknown_game() {
    let of = |f: &str| GameLink::from_fragment(f, &GAMES);
    assert_eq!(
        of("#/view/chess/8?moves=e2-e4"),
        Some(Err(LinkError::UnknownGame))
    );
    assert_eq!(of("#/turn/chess"), Some(Err(LinkError::UnknownGame)));
    assert_eq!(of("#/view"), Some(Err(LinkError::UnknownGame)));
    let long = format!("#/view/amazons/6?moves={}", "b1-b4/b1,".repeat(3000));
    assert_eq!(of(&long), Some(Err(LinkError::TooLong)));
    for other in ["", "#/", "#/play/amazons", "#/rules/amazons", "#/stats"] {
        assert_eq!(of(other), None, "{other}");
    }
}

fn amazons() -> &'static GameInfo {
    GAMES.find("amazons").unwrap()
}

fn read_amazons(text: &str) -> Result<Transcript, ReadError> {
    read(text, amazons(), &GAMES)
}

#[test]
fn a_record_reads_back_as_the_same_game() {
    let normal = amazons().level("normal").unwrap();
    let game = Transcript {
        variant: amazons().variant(6).unwrap(),
        start: None,
        moves: vec!["b1-b4/b1".into(), "a5-a3/c1".into(), "b4-c5/c4".into()],
        white: Side::Person,
        black: Side::Computer(normal),
        date: Some("2026-12-01".into()),
    };
    let text = write(&game);
    assert!(
        text.starts_with("Game: Amazons\nBoard: 6 × 6\nWhite: Player\nBlack: Computer (Normal)\nResult: Unfinished\nDate: 2026-12-01\n\n"),
        "{text}"
    );
    assert!(
        text.ends_with("\n1. b1-b4/b1 a5-a3/c1\n2. b4-c5/c4\n"),
        "{text}"
    );
    assert_eq!(read_amazons(&text), Ok(game.clone()));
    assert_eq!(game.computer(), Some(normal));
    // Numbers and any spacing are optional.
    let loose = read_amazons("game: amazons\n\nb1-b4/b1   a5-a3/c1\n2. b4-c5/c4").unwrap();
    assert_eq!(loose.moves, game.moves);
    assert_eq!((loose.white, loose.black), (Side::Person, Side::Person));
}

#[test]
fn a_game_from_a_position_with_the_second_player_to_move_starts_its_list_at_1_dots() {
    let game = Transcript {
        variant: amazons().variant(6).unwrap(),
        start: Some("1B2B1/B4B/1W4/6/W4W/1X2W1 b 1 1".into()),
        moves: vec!["b6-b5/b6".into(), "b4-c3/c2".into()],
        white: Side::Person,
        black: Side::Person,
        date: None,
    };
    let text = write(&game);
    assert!(
        text.contains("\nPosition: 1B2B1/B4B/1W4/6/W4W/1X2W1 b 1 1\n"),
        "{text}"
    );
    assert!(text.ends_with("\n1. … b6-b5/b6\n2. b4-c3/c2\n"), "{text}");
    assert_eq!(read_amazons(&text), Ok(game));
}

#[test]
fn a_position_alone_is_a_game_that_starts_there() {
    let game = read_amazons("  1B2B1/B4B/6/6/W4W/1W2W1 w 0 0 \n").unwrap();
    assert_eq!(game.variant.size(), 6);
    assert_eq!(game.start.as_deref(), Some("1B2B1/B4B/6/6/W4W/1W2W1 w 0 0"));
    assert!(game.moves.is_empty());
}

#[test]
fn errors_name_the_line_and_the_first_thing_wrong() {
    assert_eq!(read_amazons(" \n\n"), Err(ReadError::Empty));
    assert!(matches!(
        read_amazons("Game: Chess\n"),
        Err(ReadError::UnknownGame { line: 1, .. })
    ));
    assert!(matches!(
        read_amazons("Game: Amazons\nBoard: 7 × 7\n"),
        Err(ReadError::UnknownBoard { line: 2, .. })
    ));
    assert!(matches!(
        read_amazons("Game: Amazons\nBoard: 6\nPosition: 6/6/6/6/6/6 w 0 0\n"),
        Err(ReadError::BadPosition { line: 3, .. })
    ));
    let bad = read_amazons("Game: Amazons\nBoard: 6\n\n1. b1-b4/b1 a5-a3/c1\n2. b4-b4/b1");
    assert_eq!(
        bad,
        Err(ReadError::IllegalMove {
            line: 5,
            number: 2,
            side: "White",
            text: "b4-b4/b1".into()
        })
    );
    assert_eq!(
        bad.unwrap_err().to_string(),
        "Line 5: move 2 for White, “b4-b4/b1”, is not a legal move there."
    );
    assert!(matches!(
        read_amazons("hello there"),
        Err(ReadError::Unreadable { line: 1, .. })
    ));
}

#[test]
fn a_huge_paste_is_refused_and_errors_echo_only_a_little_of_it() {
    let huge = format!(
        "Game: Amazons\n\n{}",
        "b1-b4/b1 ".repeat(MAX_RECORD_LEN / 8)
    );
    assert_eq!(read_amazons(&huge), Err(ReadError::TooLong));
    let long_word = "x".repeat(5000);
    for text in [
        format!("Game: {long_word}"),
        format!("Game: Amazons\nBoard: {long_word}"),
        format!("Game: Amazons\n\n1. {long_word}"),
        long_word.clone(),
    ] {
        let message = read_amazons(&text).unwrap_err().to_string();
        assert!(message.chars().count() < 120, "{message}");
        assert!(message.contains("xxxx…"), "{message}");
    }
}
#[test]
fn a_record_of_any_game_is_read_from_the_game_it_names_or_the_board_its_position_fits() {
    use skillgames_play::transcript::read_any;
    let game = read_any("Game: Amazons\nBoard: 6\n\n1. b1-b4/b1", &GAMES).unwrap();
    assert_eq!((game.variant.game().name, game.moves.len()), ("amazons", 1));
    let position = read_any("1B2B1/B4B/6/6/W4W/1W2W1 w 0 0", &GAMES).unwrap();
    assert_eq!(position.variant.size(), 6);
    assert!(matches!(
        read_any("Game: Chess\n\n1. e2-e4", &GAMES),
        Err(ReadError::UnknownGame { line: 1, .. })
    ));
    assert!(matches!(
        read_any("hello", &GAMES),
        Err(ReadError::Unreadable { line: 1, .. })
    ));
    let huge = "b1-b4/b1 ".repeat(MAX_RECORD_LEN / 8);
    assert_eq!(read_any(&huge, &GAMES), Err(ReadError::TooLong));
}
