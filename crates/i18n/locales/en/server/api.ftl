# The HTTP API's refusals (crates/server/src/http.rs `refuse`): written by the server in the
# language the request asks for (the page sends the player's), never fetched by the page.
api-not-found = There is nothing at this address.
api-method-not-allowed = This address does not take this kind of request.
api-too-large = This request is too large.
api-not-json = This request must be sent as JSON.
api-wrong-form = This request is missing something, or something in it has the wrong form.
api-too-slow = This request took too long.
api-unreadable = This request could not be read.
api-too-many-tries = Too many tries: wait a minute and try again.
api-unavailable = The online service is having trouble. Try again in a moment.
api-too-many-sign-ins = Too many sign-ins right now, try again in a moment.
