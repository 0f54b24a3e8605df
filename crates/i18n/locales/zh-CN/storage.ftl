# What the page says when the browser's storage cannot be read or written (skillgames_page::storage).
storage-unavailable = 你的浏览器不允许本站存储数据（无痕模式或存储空间已满）：你仍可以玩，但对局和统计数据不会被保存。
storage-game-damaged = 无法读取你保存的对局（可能来自其他版本的应用），已将其搁置。你可以开始新对局。
storage-last-game-damaged = 无法读取你上一局已结束的对局，已将其搁置。
storage-stats-damaged = 无法读取你在此棋盘和难度下的统计，统计将从零重新开始。
storage-settings-damaged = 无法读取你的对局设置，已改用默认对局设置。
storage-preferences-damaged = 无法读取你的设置，已改用默认设置。
