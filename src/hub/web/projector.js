/* projector.js: written by the phone/projector pages step */
